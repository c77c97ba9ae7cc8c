import { css } from 'goober';
import { mq, sizes } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { PlacementContext, usePlacement } from '../shared/context';
import { Picture } from '../shared/picture';
import { prose } from '../shared/styles';
import type declaration from './schema';

const columns = css`
  display: grid;
  gap: 1.5rem ${sizes.gutter};
  align-items: center;
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    &.text-image > picture {
      order: 2;
    }
  }
`;

export function TwoColumns({ data }: RendererProps<typeof declaration>) {
  const placement = usePlacement();
  return (
    <div className={`${columns} ${data.extra_class}`}>
      {data.image ? (
        <PlacementContext.Provider value={{ ...placement, span: Math.max(1, Math.round(placement.span / 2)) }}>
          <Picture image={data.image} />
        </PlacementContext.Provider>
      ) : null}
      <div className={prose} dangerouslySetInnerHTML={{ __html: data.text }} />
    </div>
  );
}
