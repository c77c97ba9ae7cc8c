/** Badges side by side (schedule, translation): on the page over a module, in the structure panel, in the toolbar. */
import { css } from 'goober';
import type { Badge, BadgeKind } from './badges';

const COLOURS: Record<BadgeKind, { background: string; color: string }> = {
  scheduled: { background: '#ffd54f', color: '#111' },
  expired: { background: '#5f6368', color: '#fff' },
  until: { background: '#e3ecfd', color: '#0b3d91' },
  translation: { background: '#f3e0ff', color: '#4a0f70' },
};

export function BadgeList({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <span className={list}>
      {badges.map((badge) => (
        <span key={badge.kind} className={chip} style={COLOURS[badge.kind]} title={badge.title} data-badge={badge.kind}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

const list = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
const chip = css`
  padding: 0.15rem 0.45rem;
  border-radius: 3px;
  font: 700 13px/1.3 system-ui, sans-serif;
  white-space: nowrap;
`;
