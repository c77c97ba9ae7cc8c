/**
 * The consent manager's part in the first load (issue #6, SPEC §2 "Cookie banner", §4): restores the
 * decision from the cookie, and imports the banner chunk only when it is needed — no decision yet
 * outside the legal pages, the visitor leaving a legal page with tracking refused, or "Cookie
 * settings" in the footer. Starts the tag manager (its own chunk) only with tracking consent.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { consent, consentDecided } from '../../../common/consent/consent';
import { REQUIRED_COOKIES, consentCookieHolds, restoreConsent } from '../../../common/consent/cookie';
import { CONSENT_OPEN_EVENT } from '../../../common/consent/events';
import type { RouteDef, Lang } from '../../../common/routes';
import type { ConsentDialogProps } from './consent-dialog';

interface ConsentManagerProps {
  route: RouteDef;
  lang: Lang;
  /** Design settings cookies.tag_manager_id. */
  tagManagerId: string | null;
}

/** Why the dialog is open: on its own (closes on a legal page) or because the visitor asked. */
type Opened = 'auto' | 'asked' | null;

export function ConsentManager({ route, lang, tagManagerId }: ConsentManagerProps) {
  // The entry restored it before the app rendered; again here for a manager mounted on its own (tests, a cookie changed meanwhile).
  useState(restoreConsent);
  const [opened, setOpened] = useState<Opened>(null);
  const [Dialog, setDialog] = useState<ComponentType<ConsentDialogProps> | null>(null);
  const wasLegal = useRef(false);
  const tagManagerStarted = useRef(false);
  const legal = !!route.legal;
  const state = consent.value;
  const decided = consentDecided.value;

  useEffect(() => {
    // SPEC §4: asked again on leaving a legal page while tag-manager consent is refused.
    if (!legal && (!consentDecided.peek() || (wasLegal.current && !consent.peek().tracking))) setOpened((o) => o ?? 'auto');
    if (legal) setOpened((o) => (o === 'auto' ? null : o));
    wasLegal.current = legal;
  }, [legal]);

  useEffect(() => {
    const ask = () => setOpened('asked');
    addEventListener(CONSENT_OPEN_EVENT, ask);
    return () => removeEventListener(CONSENT_OPEN_EVENT, ask);
  }, []);

  useEffect(() => {
    if (opened && !Dialog) void import('./consent-dialog').then((m) => setDialog(() => m.ConsentDialog));
  }, [opened, Dialog]);

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

  return opened && Dialog ? <Dialog lang={lang} keep={REQUIRED_COOKIES} onClose={() => setOpened(null)} /> : null;
}
