/**
 * The tag manager from the design settings (SPEC §3 "Design settings": cookies.tag_manager_id). The
 * consent manager imports this chunk only once the visitor has given tracking consent, so
 * nothing connects to Google before that.
 */

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** A Google Tag Manager container id; anything else in the settings is never put into a script address. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

let loaded = false;

/** Starts the tag manager once per page load; false when the id is not a container id. */
export function loadTagManager(id: string): boolean {
  if (loaded) return true;
  if (!CONTAINER_ID.test(id)) {
    console.error(`The tag manager id "${id}" in the design settings is not a container id like GTM-ABC1234; the tag manager stays off.`);
    return false;
  }
  loaded = true;
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  return true;
}
