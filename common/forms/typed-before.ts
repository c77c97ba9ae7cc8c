/**
 * What a visitor typed into the server's markup before the app took it over.
 * Hydration keeps the DOM but starts the app's state from its defaults: the first re-render (or, for
 * a textarea, hydration itself) wrote those back over the visitor's text, and a send posted them.
 * A component reads the DOM here in its first render, while the server's elements are still the
 * ones on screen; on a page the app draws itself there is nothing to read.
 */

/** The control with this id as the server drew it, or null (not hydrating, or not there). */
function serverControl(id: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element : null;
}

/** The text of one control, when the server drew it; undefined otherwise. */
export function typedValue(id: string): string | undefined {
  return serverControl(id)?.value;
}

/**
 * The entries of a server-drawn form as the browser would send them (text values only: a file chosen
 * before the app ran cannot become an upload), and the names it has controls for; null when the
 * form is not there.
 */
export function typedEntries(formId: string): { posted: URLSearchParams; names: Set<string> } | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const posted = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') posted.append(name, value);
  const names = new Set<string>();
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name');
    if (name && control.getAttribute('type') !== 'file') names.add(name);
  }
  return { posted, names };
}
