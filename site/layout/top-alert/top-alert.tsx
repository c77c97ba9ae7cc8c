import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { css } from 'goober';
import { colors, mq, sizes } from '../../../common/theme';
import { headerMenuOpen } from '../header/menu-state';
import { NavLink } from '../header/nav-link';
import { SKIP_TARGETS } from '../accessibility-nav';
import type { LayoutPartProps } from '../layout-props';
import { dismissAlert, dismissedAlertId } from './alert-cookie';
import { tAlert } from './strings';

const isExternal = (url: string) => /^https?:\/\//.test(url) && !url.startsWith(window.location.origin);

/**
 * The first breaking-news alert, unless the visitor closed exactly this one (SPEC §4 "Top alert").
 * It steps aside (hidden in place) while the header menu is open and, when the menu closes, reads the
 * cookie again.
 */
export function TopAlert({ lang, common }: LayoutPartProps) {
  useSignals();
  const alert = common.breakingNews[0];
  const menuOpen = headerMenuOpen.value;
  const [dismissed, setDismissed] = useState(dismissedAlertId);

  useEffect(() => {
    if (!menuOpen) setDismissed(dismissedAlertId());
  }, [menuOpen]);

  if (!alert || dismissed === String(alert.id)) return null;
  const strings = tAlert(lang);
  const close = () => {
    dismissAlert(alert.id);
    setDismissed(String(alert.id));
    // The button goes with the alert: focus moves on to the start of the header, not to the body.
    document.getElementById(SKIP_TARGETS.navigation)?.focus();
  };

  return (
    // Stepping aside keeps its place: removed, it would shorten the page under the open menu and the
    // page would come back scrolled elsewhere; the open menu covers it anyway.
    <section aria-label={strings.label()} className={root} aria-hidden={menuOpen || undefined} style={menuOpen ? { visibility: 'hidden' } : undefined}>
      <div className={body}>
        {alert.title && <strong className={title}>{alert.title}</strong>}
        {alert.text && <span>{alert.text}</span>}
        {alert.link?.url && (
          <NavLink href={alert.link.url} external={isExternal(alert.link.url)} lang={lang} className={link}>
            {alert.link_title || alert.link.url}
          </NavLink>
        )}
      </div>
      <button type="button" className={closeButton} onClick={close} aria-label={strings.close()}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

const root = css`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 0.75rem ${sizes.gutter};
  background: ${colors.primaryDark};
  color: ${colors.onPrimary};
  ${mq.print} {
    display: none;
  }
`;

const body = css`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
`;

const title = css`
  font-weight: 700;
`;

const link = css`
  color: inherit;
  text-decoration: underline;
`;

const closeButton = css`
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border: 0;
  background: none;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;
