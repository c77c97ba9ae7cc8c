import { css } from 'goober';
import { colors } from '../../theme';
import { tModules } from '../strings';
import type { RendererProps } from '../renderer-props';
import { bareList } from '../shared/styles';
import type declaration from './schema';

const nav = css`
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
  & ul {
    display: flex;
    gap: 1.5rem;
    overflow-x: auto;
    padding: 0.75rem 0;
  }
`;

const sticky = css`
  position: sticky;
  top: 0;
  z-index: 3;
`;

export function AnchorList({ data, lang, items }: RendererProps<typeof declaration>) {
  return (
    <nav aria-label={tModules(lang).anchorNav()} className={data.sticky ? `${nav} ${sticky}` : nav}>
      <ul className={bareList}>{items}</ul>
    </nav>
  );
}
