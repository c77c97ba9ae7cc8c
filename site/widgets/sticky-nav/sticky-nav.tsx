/**
 * The bottom-fixed sticky navigation (SPEC §2 "Sticky navigation", "Default layout"): the event
 * overlay button where the design settings enable it (not on events pages; on production detail it
 * jumps to the dates instead), the page's sticky link buttons, and the overlay itself, whose chunk
 * loads on the first open. The scroll-to-top button sits beside it in the header (site/layout/header).
 * This file is in every page's first load: it stays small and draws its strings from the core dictionary.
 */
import { css } from 'goober';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { t } from '../../../common/i18n';
import type { Lang, RouteDef } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';
import { useScrolledPast } from '../../layout/header/use-scrolled-past';
import { withReloadGuard } from '../../router/chunk-reload';
import { isOverlayOpen, overlayAddress, overlayOpen } from '../../stores/overlay';
import { DATES_ANCHOR, stickyLinks } from '../programme/sticky-links';
import { useOverFooter } from './use-over-footer';

const EventOverlay = lazy(withReloadGuard(() => import('../event-overlay/event-overlay')));

interface StickyNavProps {
  lang: Lang;
  route: RouteDef;
  path: string;
  /** Design setting `stickyOverlayButton` (SPEC §3). */
  overlayButton: boolean;
}

export function StickyNav({ lang, route, path, overlayButton }: StickyNavProps) {
  const strings = t(lang).events;
  const [, navigate] = useLocation();
  const open = isOverlayOpen(useSearch());
  const [wanted, setWanted] = useState(open);
  const button = useRef<HTMLButtonElement>(null);
  const overFooter = useOverFooter();
  const pastHalf = useScrolledPast(0.5);
  const withButton = overlayButton && !route.hidesOverlayButton;
  // On production detail the overlay button already jumps to the dates: no second button for them.
  const datesButton = withButton && route.name === 'production';
  const links = stickyLinks.value.filter((link) => !(datesButton && link.href === `#${DATES_ANCHOR}`));

  useEffect(() => {
    overlayOpen.value = open;
    if (open) setWanted(true);
  }, [open]);

  const showLinks = links.length > 0 && pastHalf;
  const close = () => {
    navigate(path, { replace: true });
    button.current?.focus();
  };

  return (
    <>
      {(withButton || showLinks) && !overFooter ? (
        <nav aria-label={strings.stickyNav()} className={bar}>
          {datesButton ? (
            <a href={`#${DATES_ANCHOR}`} className={action}>
              {strings.datesButton()}
            </a>
          ) : withButton ? (
            <button ref={button} type="button" className={action} aria-haspopup="dialog" aria-expanded={open} onClick={() => navigate(overlayAddress(path))}>
              {strings.overlayButton()}
            </button>
          ) : null}
          {showLinks
            ? links.map((link) => (
                <a key={link.href} href={link.href} className={`${action} ${secondary}`}>
                  {link.label}
                </a>
              ))
            : null}
        </nav>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <EventOverlay lang={lang} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

const bar = css`
  position: fixed;
  left: 50%;
  bottom: 1rem;
  z-index: 24;
  display: flex;
  gap: 0.5rem;
  transform: translateX(-50%);
  /* Clear of the scroll-to-top button at the right edge. */
  max-width: calc(100vw - 9rem);
  ${mq.print} {
    display: none;
  }
`;

const action = css`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  padding: 0 1.25rem;
  /* The page's button colour: orange on the jewish-weekends variant. */
  border: 2px solid var(--button-background, ${colors.primary});
  border-radius: 1.5rem;
  background: var(--button-background, ${colors.primary});
  color: ${colors.onPrimary};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.2);
`;

const secondary = css`
  background: ${colors.background};
  color: var(--button-background, ${colors.primary});
`;
