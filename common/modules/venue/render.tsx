/**
 * A venue card (SPEC §3 "Venue"): picture, name linking to the venue page, lead. Renders nothing when
 * the venue was deleted after the module was saved (the reference then resolves to null).
 */
import { css } from 'goober';
import { cardMedia } from '../shared/picture';
import { colors } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { Picture } from '../shared/picture';
import { heading, textLink } from '../shared/styles';
import type declaration from './schema';

export function Venue({ data }: RendererProps<typeof declaration>) {
  const venue = data.venue;
  if (!venue) return null;
  return (
    <article className={card} data-venue-id={venue.id}>
      {venue.image ? <Picture image={venue.image} decorative sizes="(min-width: 48em) 33vw, 100vw" /> : null}
      <h3 className={heading}>
        <a href={venue.url} className={`${textLink} ${name}`}>
          {venue.name}
        </a>
      </h3>
      {venue.lead ? <p className={lead}>{venue.lead}</p> : null}
    </article>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  ${cardMedia('3 / 2')}
`;

const name = css`
  color: ${colors.text};
`;

const lead = css`
  margin: 0;
  color: ${colors.textMuted};
`;
