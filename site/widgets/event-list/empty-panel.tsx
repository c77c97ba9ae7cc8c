/** No event matches the filters (SPEC §2: the two texts and 'Reset filters'). */
import { css } from 'goober';
import { tEvents } from '../../../common/modules/event-list/strings';
import { button } from '../../../common/modules/shared/styles';
import { buildPath, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { resetFilters } from '../../stores/event-filters';
import { inPlace } from '../../router/in-place';

export function EmptyPanel({ lang }: { lang: Lang }) {
  const strings = tEvents(lang).empty;
  return (
    <div className={root} role="status">
      <p className={title}>{strings.title()}</p>
      <p>{strings.text()}</p>
      {/* A link, so it works before the code has arrived (and without it): the unfiltered programme. */}
      <a href={buildPath('events', lang)} className={button} onClick={inPlace(resetFilters)}>
        {strings.reset()}
      </a>
    </div>
  );
}

const root = css`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  padding: 2rem;
  background: ${colors.surface};
  & p {
    margin: 0;
  }
`;

const title = css`
  font-size: 1.25rem;
  font-weight: 600;
`;
