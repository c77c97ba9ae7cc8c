/**
 * The event overlay (SPEC §2 "Event overlay"): a full-screen panel sliding up, titled by the events
 * page headline (SPEC §7: read with the page call; on failure logged and the default kept, SPEC §8),
 * with a close button and the event overview. A native modal <dialog> (site/widgets/shared/use-modal-dialog.ts):
 * the page behind inert, Escape, focus back to the opener, no scrolling behind (SPEC §4). It closes on any path change because it is open only while
 * the address says so (site/stores/overlay.ts). Its event cards' ticket links open the booking popup
 * when quick-buy is on (site/widgets/booking/ticket-link-popups.tsx).
 */
import { css, keyframes } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { tEvents } from '../../../common/modules/event-list/strings';
import type { SiteSettings } from '../../../common/api/types';
import { buildPath, type Lang } from '../../../common/routes';
import { colors, fonts, mq, sizes, timings } from '../../../common/theme';
import { fetchPage } from '../../router/page-cache';
import { commonData } from '../../stores/site-data';
import { TicketLinkPopups } from '../booking/ticket-link-popups';
import { EventOverview } from '../event-list/event-overview';
import { useModalDialog } from '../shared/use-modal-dialog';

interface EventOverlayProps {
  lang: Lang;
  open: boolean;
  onClose(): void;
}

function useEventsHeadline(lang: Lang, open: boolean): string | null {
  const [headline, setHeadline] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchPage(lang, buildPath('events', lang)).then(
      (page) => current && setHeadline(page.headline || page.title || null),
      (error: unknown) => console.error('The events page headline could not be read; the overlay keeps its default title.', error),
    );
    return () => {
      current = false;
    };
  }, [lang, open]);
  return headline;
}

export default function EventOverlay({ lang, open, onClose }: EventOverlayProps) {
  const headline = useEventsHeadline(lang, open);
  const design = commonData.value?.settings.design;
  if (!open || !design) return null;
  return <OverlayDialog lang={lang} design={design} headline={headline} onClose={onClose} />;
}

/** Mounted only while open, so the dialog opens as it mounts and closes as it goes. */
function OverlayDialog({ lang, design, headline, onClose }: { lang: Lang; design: SiteSettings['design']; headline: string | null; onClose(): void }) {
  const strings = tEvents(lang).overlay;
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { lockScroll: true, onClose });
  const titleId = 'event-overlay-title';
  return (
    <dialog ref={dialog} aria-modal="true" aria-labelledby={titleId} className={panel} data-event-overlay="">
      <div className={header}>
        <h2 id={titleId} className={title}>
          {headline ?? strings.title()}
        </h2>
        <button type="button" className={close} onClick={onClose} aria-label={strings.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={content}>
        <EventOverview lang={lang} design={design} initial={null} scrollRoot={dialog} idPrefix="overlay" level={3} />
      </div>
      <TicketLinkPopups lang={lang} root={dialog} place="overlay" />
    </dialog>
  );
}

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

const panel = css`
  position: fixed;
  inset: 0;
  box-sizing: border-box;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${colors.background};
  color: ${colors.text};
  animation: ${slideUp} ${timings.modal}ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &:focus {
    outline: none;
  }
  ${mq.reducedMotion} {
    animation: none;
  }
`;

const header = css`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem ${sizes.gutter};
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
`;

const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(1.5rem, 4vw, 2.5rem);
`;

const close = css`
  width: 3rem;
  height: 3rem;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.background};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const content = css`
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 1.5rem ${sizes.gutter} 4rem;
`;
