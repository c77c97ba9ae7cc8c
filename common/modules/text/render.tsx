import { css } from 'goober';
import type { RendererProps } from '../renderer-props';
import { prose } from '../shared/styles';
import type declaration from './schema';

const closer = css`
  margin-top: -1rem;
`;

/** `content` is rich text the server sanitizes when it is saved (SPEC §5 rich-text toolbar); nothing else is injected. */
export function Text({ data }: RendererProps<typeof declaration>) {
  return (
    <div
      id={data.anchor || undefined}
      className={data.decrease_distance ? `${prose} ${closer}` : prose}
      dangerouslySetInnerHTML={{ __html: data.content }}
    />
  );
}
