/** The small pieces the dashboard's section views share (editor/hub/dashboard-sections.tsx). */
import type { Level } from '../../common/api/dashboard';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

/** A time as editors read it: Berlin's clock, in the UI language, machine-readable for assistive tools. */
export const When = ({ at, lang }: { at: string; lang: Lang }) => <time dateTime={at}>{formatBerlinDateTime(at, lang)}</time>;

const LEVEL_MARK: Record<Level, string> = { green: '●', amber: '▲', red: '■' };
const LEVEL_COLOUR: Record<Level, string> = { green: '#1e6b2e', amber: '#8a5a00', red: '#a50e0e' };

export function LevelMark({ level, lang }: { level: Level; lang: Lang }) {
  return (
    <span style={{ color: LEVEL_COLOUR[level] }}>
      {LEVEL_MARK[level]} {tHub(lang).levels[level]()}
    </span>
  );
}

export const Link = ({ href, children }: { href: string | null; children: string }) => (href ? <a href={href}>{children}</a> : <>{children}</>);

/** A tiny inline chart of one metric's daily p75. */
export function Sparkline({ points, label }: { points: { p75: number }[]; label: string }) {
  if (points.length < 2) return null;
  const max = Math.max(...points.map((p) => p.p75)) || 1;
  const d = points.map((p, i) => `${(i / (points.length - 1)) * 100},${30 - (p.p75 / max) * 28}`).join(' ');
  return (
    <svg viewBox="0 0 100 30" width="120" height="36" role="img" aria-label={label}>
      <polyline points={d} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
