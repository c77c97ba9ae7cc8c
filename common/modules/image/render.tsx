import { css } from 'goober';
import { colors } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { ModuleLink } from '../shared/module-link';
import { Picture } from '../shared/picture';
import type declaration from './schema';
import type { ImageFormat } from './schema';

const figure = css`
  margin: 0;
  & img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
  }
  & figcaption {
    margin-top: 0.5rem;
    font-size: 0.875rem;
    color: ${colors.textMuted};
  }
`;

const crop = (ratio: string) => css`
  & img {
    aspect-ratio: ${ratio};
  }
`;

/** A class per crop that every image inside takes on ("original" keeps each image's own proportions). */
export const FORMAT_CLASSES: Record<ImageFormat, string> = {
  original: '',
  landscape: crop('16 / 9'),
  portrait: crop('3 / 4'),
  square: crop('1 / 1'),
};

export function Image({ data, lang }: RendererProps<typeof declaration>) {
  if (!data.image) return null;
  const picture = <Picture image={data.image} />;
  return (
    <figure className={`${figure} ${FORMAT_CLASSES[data.format]}`.trim()}>
      {data.link ? (
        <ModuleLink href={data.link} lang={lang}>
          {picture}
        </ModuleLink>
      ) : (
        picture
      )}
      {data.description ? <figcaption>{data.description}</figcaption> : null}
    </figure>
  );
}
