/**
 * An image slider without a library: CSS scroll snap does the swiping, two buttons
 * move one image at a time, the track scrolls by keyboard too. WAI-ARIA carousel pattern: a labelled
 * region, each slide a group named "Image n of m"; no automatic rotation.
 */
import { css } from 'goober';
import { useRef, useState } from 'react';
import type { ImageObj } from '../../../common/api/media';
import { button } from '../../../common/modules/shared/styles';
import { Picture } from '../../../common/modules/shared/picture';
import type { Lang } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';
import { tProgramme } from './strings';
import { sectionTitle } from './styles';

const track = css`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${mq.reducedMotion} {
    scroll-behavior: auto;
  }
  & > div {
    flex: 0 0 100%;
    scroll-snap-align: start;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 75vh;
    object-fit: contain;
    background: ${colors.surface};
  }
  & figcaption {
    color: ${colors.textMuted};
    font-size: 0.875rem;
  }
`;

const controls = css`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 0.75rem;
  & button[disabled] {
    opacity: 0.4;
    cursor: default;
  }
`;

export function ImageSlider({ images, lang }: { images: ImageObj[]; lang: Lang }) {
  const text = tProgramme(lang);
  const list = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;

  const onScroll = () => {
    const el = list.current;
    if (el && el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  const go = (step: number) => {
    const el = list.current;
    const next = Math.min(images.length - 1, Math.max(0, index + step));
    const slide = el?.children[next] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft });
    setIndex(next);
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby="gallery">
      <h2 id="gallery" className={sectionTitle}>
        {text.gallery()}
      </h2>
      {/* Slides are groups (WAI-ARIA carousel), so the track is no list: a <ul> of role=group items broke axe's list rule. */}
      <div ref={list} className={track} tabIndex={0} onScroll={onScroll} aria-live="polite">
        {images.map((image, i) => (
          <div key={image.id} role="group" aria-roledescription="slide" aria-label={text.slide({ index: i + 1, total: images.length })}>
            <figure style={{ margin: 0 }}>
              <Picture image={image} sizes="100vw" />
              {image.credit ? <figcaption>© {image.credit}</figcaption> : null}
            </figure>
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <div className={controls}>
          <button type="button" className={button} onClick={() => go(-1)} disabled={index === 0} aria-label={text.previous()}>
            ‹
          </button>
          <button type="button" className={button} onClick={() => go(1)} disabled={index >= images.length - 1} aria-label={text.next()}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
