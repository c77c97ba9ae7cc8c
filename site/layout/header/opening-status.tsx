import { css } from 'goober';
import type { OpeningHoursToday } from '../../../common/api/types';
import de from '../../../common/i18n/de/opening';
import en from '../../../common/i18n/en/opening';
import { namespace } from '../../../common/i18n/namespace';
import { openingStatus, type OpeningRange, type OpeningStatus } from '../../../common/opening-hours';
import type { Lang } from '../../../common/routes';

/** The opening status travels with the top bar's chunk (common/i18n/de/opening.ts). */
const tOpening = namespace({ de, en });

/** "10:00" in German, "10 am" / "6:30 pm" in English (SPEC §9: German times carry the suffix Uhr). */
function clockTime(hhmm: string, lang: Lang): string {
  if (lang === 'de') return hhmm;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 || 12;
  const suffix = h % 24 < 12 ? 'am' : 'pm';
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`;
}

/** "10:00–14:00 und 16:00–20:00 Uhr" / "10 am–2 pm and 4 pm–8 pm". */
export function formatRanges(ranges: OpeningRange[], lang: Lang): string {
  const strings = tOpening(lang);
  const parts = ranges.map((r) => `${clockTime(r.from, lang)}–${clockTime(r.to, lang)}`);
  return parts.join(strings.rangeJoin()) + strings.timeSuffix();
}

interface OpeningStatusProps {
  lang: Lang;
  today: OpeningHoursToday;
  now?: Date;
}

/**
 * The status line: open or still to open shows the day's hours; after the last closing time it says
 * the day's hours are over rather than "closed today", which would read as closed all day.
 */
function statusLine(status: OpeningStatus, lang: Lang): string {
  const strings = tOpening(lang);
  const last = status.ranges[status.ranges.length - 1];
  if (!last) return strings.closedToday();
  if (status.state === 'late') return strings.closedNow({ since: clockTime(last.to, lang) + strings.timeSuffix() });
  return strings.openToday({ range: formatRanges(status.ranges, lang) });
}

/** Today's opening status in the top bar; an exception's own text (and link) replaces it. */
export function OpeningStatusText({ lang, today, now = new Date() }: OpeningStatusProps) {
  const status = openingStatus(today, now);
  const text = status.text || statusLine(status, lang);
  return (
    <p className={line}>
      {status.link ? (
        <a href={status.link} className={link}>
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

const line = css`
  margin: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const link = css`
  color: inherit;
`;
