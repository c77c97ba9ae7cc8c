/**
 * Search hits: what kind of page, its title as a link, the date for events, and a passage with the
 * matched words marked. The passage is HTML the server escaped, with only <mark> added (DECISIONS
 * "Magazine and search"), so it is set as HTML.
 */
import { css } from 'goober';
import type { SearchHit } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import { colors, fonts } from '../../../common/theme';
import { DateTime } from '../programme/date-time';
import { tSearch } from './strings';
import { EVENT_STATUS_LABELS } from '../../../common/api/access';
import { AccessBadges } from '../../../common/modules/access/lazy';
import { STRUCK_CLASS } from '../../../common/styles/class-names';

export function HitList({ hits, lang }: { hits: SearchHit[]; lang: Lang }) {
  const text = tSearch(lang);
  return (
    <ol className={list}>
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className={item}>
          <p className={kind}>
            {text.kinds[hit.kind]()}
            {hit.starts_at ? (
              <>
                {' · '}
                <DateTime start={hit.starts_at} end={null} lang={lang} />
              </>
            ) : null}
            {hit.status && hit.status !== 'scheduled' ? <strong data-event-status={hit.status}>{` · ${EVENT_STATUS_LABELS[hit.status][lang]}`}</strong> : null}
          </p>
          <h3 className={hit.status === 'cancelled' ? `${title} ${STRUCK_CLASS}` : title}>
            <a href={hit.url}>{hit.title}</a>
          </h3>
          {hit.snippet ? <p className={snippet} dangerouslySetInnerHTML={{ __html: hit.snippet }} /> : null}
          {hit.access ? <AccessBadges access={hit.access} lang={lang} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Whether a list of event hits holds one that has not started yet. */
export const hasUpcoming = (hits: SearchHit[], now: Date = new Date()): boolean =>
  hits.some((hit) => hit.starts_at !== null && new Date(hit.starts_at) >= now);

const list = css`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: grid;
  gap: 0.35rem;
  padding: 1.25rem 0;
  border-bottom: 1px solid ${colors.border};
`;

const kind = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: 1.375rem;
  & a {
    color: ${colors.text};
  }
  & a:hover {
    color: ${colors.primary};
  }
`;

const snippet = css`
  margin: 0;
  line-height: 1.5;
  & mark {
    background: ${colors.surface};
    color: inherit;
    font-weight: 700;
  }
`;
