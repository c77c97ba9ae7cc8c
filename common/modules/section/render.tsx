import { css } from 'goober';
import { sizes } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { Picture } from '../shared/picture';
import { themedClasses } from '../shared/theme-class';
import type declaration from './schema';

const band = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2rem;
  padding: 2.5rem ${sizes.gutter};
  & > picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: 0;
  }
  & > :not(picture) {
    position: relative;
  }
`;

/** A coloured band (colour themes cc01–cc03) over an optional decorative image, around its child modules. */
export function SectionModule({ data, items }: RendererProps<typeof declaration>) {
  return (
    <section className={`${band} ${themedClasses(data.extra_class)}`}>
      {data.image ? <Picture image={data.image} decorative /> : null}
      {items}
    </section>
  );
}
