import type { RendererProps } from '../renderer-props';
import { heading, preline, subline } from '../shared/styles';
import type declaration from './schema';

export function Headline({ data }: RendererProps<typeof declaration>) {
  const Tag = `h${data.headline_level}` as const;
  const title = <Tag className={heading}>{data.content}</Tag>;
  if (!data.preline && !data.subline) return <div id={data.anchor || undefined}>{title}</div>;
  return (
    <hgroup id={data.anchor || undefined}>
      {data.preline ? <p className={preline}>{data.preline}</p> : null}
      {title}
      {data.subline ? <p className={subline}>{data.subline}</p> : null}
    </hgroup>
  );
}
