/**
 * A teaser between the days of the event list (SPEC §2: preline, headline, subline, link text,
 * background image). A teaser announcing an event shows the event's Berlin date and time, and its
 * link leads to the event's page unless the editors chose another.
 */
import { css } from 'goober';
import type { Teaser } from '../../api/programme';
import { formatDate, formatTime } from '../../format';
import type { Lang } from '../../routes';
import { colors, colourThemes } from '../../theme';
import { ModuleLink } from '../shared/module-link';
import { Picture } from '../shared/picture';
import { heading, preline, subline } from '../shared/styles';

export function TeaserCard({ teaser, lang }: { teaser: Teaser; lang: Lang }) {
  const theme = teaser.theme ? colourThemes[teaser.theme] : null;
  return (
    // An article, not an aside: a landmark per teaser made two complementary landmarks of one name
    // when a headline repeats (axe landmark-unique); the named article is no landmark.
    <article className={root} aria-label={teaser.headline} style={theme ? { background: theme.background, color: theme.text } : undefined}>
      {teaser.image_obj ? <Picture image={teaser.image_obj} decorative className={background} sizes="100vw" /> : null}
      <div className={`${content} ${teaser.image_obj ? onImage : ''}`}>
        {teaser.preline ? <p className={preline} style={{ color: 'inherit' }}>{teaser.preline}</p> : null}
        <p className={`${heading} ${title}`}>{teaser.headline}</p>
        {teaser.event ? (
          <p className={when}>
            <time dateTime={teaser.event.starts_at}>
              {formatDate(teaser.event.starts_at, lang)}, {formatTime(teaser.event.starts_at, lang)}
            </time>
          </p>
        ) : null}
        {teaser.subline ? <p className={subline} style={{ color: 'inherit' }}>{teaser.subline}</p> : null}
        {teaser.link ? (
          <ModuleLink href={teaser.link.url} lang={lang} className={link}>
            {teaser.link_text || teaser.headline}
          </ModuleLink>
        ) : null}
      </div>
    </article>
  );
}

const root = css`
  position: relative;
  display: grid;
  min-height: 16rem;
  margin: 1.5rem 0;
  overflow: hidden;
  background: ${colors.surface};
`;

const background = css`
  position: absolute;
  inset: 0;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const content = css`
  position: relative;
  align-self: end;
  display: grid;
  gap: 0.25rem;
  justify-items: start;
  padding: 2rem;
`;

/** Text on the image stays readable: a dark scrim behind it. */
const onImage = css`
  color: ${colors.onPrimary};
  background: linear-gradient(transparent, rgba(0, 0, 0, 0.7) 40%);
`;

const title = css`
  font-size: clamp(1.5rem, 3vw, 2.25rem);
`;

const when = css`
  margin: 0.25rem 0 0;
  font-weight: 600;
`;

const link = css`
  margin-top: 0.75rem;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
