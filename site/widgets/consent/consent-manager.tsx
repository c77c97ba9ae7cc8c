/**
 * The consent manager's part in the first load (SPEC §2 "Cookie banner", §4): restores the
 * decision from the cookie, and imports the banner chunk only when it is needed — no decision yet
 * outside the legal pages (so also on leaving a legal page undecided), or "Cookie settings" in the
 * footer. A decision that refuses tracking is a decision: never asked again (DECISIONS "Consent
 * manager"). Starts the tag manager (its own chunk) only with tracking consent.
 *
 * The server draws the banner open in every page of a visitor without a decision;
 * the manager's first render opens it too, so hydration takes over the server's banner (one banner,
 * no flash). Its code is a chunk of its own, loaded at once while the page hydrates such a banner.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { lazyPart } from '../../../common/lazy-part';
import { consent, consentDecided } from '../../../common/consent/consent';
import { REQUIRED_COOKIES, consentCookieHolds, restoreConsent } from '../../../common/consent/cookie';
import { CONSENT_OPEN_EVENT } from '../../../common/consent/events';
import type { RouteDef, Lang } from '../../../common/routes';

const ConsentDialog = lazyPart(async () => (await import('./consent-dialog')).ConsentDialog);

interface ConsentManagerProps {
  route: RouteDef;
  /** The page's path, without its query (the banner's form returns there). */
  path: string;
  lang: Lang;
  /** Design settings cookies.tag_manager_id. */
  tagManagerId: string | null;
}

/** Why the dialog is open: on its own (closes on a legal page) or because the visitor asked. */
type Opened = 'auto' | 'asked' | null;

export function ConsentManager({ route, path, lang, tagManagerId }: ConsentManagerProps) {
  // The entry restored it before the app rendered; again here for a manager mounted on its own (tests,
  // a cookie changed meanwhile). Not on the server: it renders the variant its caller chose (render-body.tsx).
  useState(() => typeof document !== 'undefined' && restoreConsent());
  const legal = !!route.legal;
  // Open from the first render, as the server drew it: no decision yet, outside the legal pages.
  const [opened, setOpened] = useState<Opened>(() => (!legal && !consentDecided.peek() ? 'auto' : null));
  const tagManagerStarted = useRef(false);
  const search = useSearch();
  const state = consent.value;
  const decided = consentDecided.value;

  useEffect(() => {
    // SPEC §4 "re-shown when the visitor leaves a legal page while consent is refused": refused as
    // in not given yet; a visitor who declined is not asked again on every legal page they read.
    if (!legal && !consentDecided.peek()) setOpened((o) => o ?? 'auto');
    if (legal) setOpened((o) => (o === 'auto' ? null : o));
  }, [legal]);

  useEffect(() => {
    const ask = () => setOpened('asked');
    addEventListener(CONSENT_OPEN_EVENT, ask);
    return () => removeEventListener(CONSENT_OPEN_EVENT, ask);
  }, []);

  // Also keeps "Always allow external media" on an embed once the visitor has decided. A running tag
  // manager cannot be stopped: taking tracking consent back reloads the page without it.
  useEffect(() => {
    // An unchanged decision is left alone, so the cookie expires a year after the visitor decided.
    const reload = !state.tracking && tagManagerStarted.current;
    if (decided && !consentCookieHolds(state)) {
      void import('../../../common/consent/write-cookie').then((m) => {
        m.writeConsentCookie(state);
        if (reload) location.reload();
      });
    } else if (reload) location.reload();
  }, [decided, state]);

  useEffect(() => {
    if (!state.tracking || !tagManagerId) return;
    tagManagerStarted.current = true;
    void import('./tag-manager').then((m) => m.loadTagManager(tagManagerId));
  }, [state.tracking, tagManagerId]);

  return opened ? <ConsentDialog lang={lang} keep={REQUIRED_COOKIES} next={search ? `${path}?${search}` : path} onClose={() => setOpened(null)} /> : null;
}
