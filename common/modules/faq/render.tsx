import { css } from 'goober';
import { colors } from '../../theme';
import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

const list = css`
  border-top: 1px solid ${colors.border};
`;

export function Faq({ items }: RendererProps<typeof declaration>) {
  return <div className={list}>{items}</div>;
}
