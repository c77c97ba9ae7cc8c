import { css } from 'goober';
import { colors, fonts, mq } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { usePlacement } from '../shared/context';
import { ModuleLink } from '../shared/module-link';
import { Picture, posterUrl } from '../shared/picture';
import { button, stickyBottom } from '../shared/styles';
import type declaration from './schema';

const hero = css`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 60vh;
  background: ${colors.text};
  color: ${colors.onPrimary};
  & > picture img,
  & > video {
    grid-area: 1 / 1;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > div {
    grid-area: 1 / 1;
    align-self: end;
    position: relative;
    padding: 2rem;
    background: linear-gradient(transparent, ${colors.text}a6);
  }
  & h2 {
    margin: 0 0 0.5rem;
    font-family: ${fonts.heading};
    font-size: clamp(2rem, 5vw, 3.5rem);
  }
  ${mq.lg} {
    & > div {
      padding: 3rem;
    }
  }
`;

/**
 * SPEC §3 Hero media. In the page's first section its image is the LCP candidate: loaded eagerly with
 * high fetch priority. A video stays paused until the visitor starts it (WCAG 2.2.2, no autoplay).
 */
export function HeroMedia({ data, lang }: RendererProps<typeof declaration>) {
  const { first } = usePlacement();
  return (
    <section className={hero}>
      {data.video ? (
        <video controls muted playsInline preload="none" poster={posterUrl(data.image)} src={data.video.url} />
      ) : data.image ? (
        <Picture image={data.image} priority={first} sizes="100vw" />
      ) : null}
      <div>
        <h2>{data.headline}</h2>
        {data.text ? <p style={{ margin: '0 0 1rem', maxWidth: '60ch' }}>{data.text}</p> : null}
        {data.button_text && data.button_link ? (
          <p className={data.sticky ? stickyBottom : undefined} style={{ margin: 0 }}>
            <ModuleLink href={data.button_link} lang={lang} className={button}>
              {data.button_text}
            </ModuleLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
