import { css } from 'goober';
import { tModules } from '../strings';
import type { RendererProps } from '../renderer-props';
import { posterUrl } from '../shared/picture';
import type declaration from './schema';

const video = css`
  display: block;
  width: 100%;
  height: auto;
`;

/** Our own file: nothing loads before the visitor presses play (preload="none"). */
export function SelfHostedVideo({ data, lang }: RendererProps<typeof declaration>) {
  if (!data.file) return null;
  return (
    <video className={video} controls preload="none" poster={posterUrl(data.image)} aria-label={data.title || undefined}>
      <source src={data.file.url} />
      <a href={data.file.url}>{tModules(lang).download()}</a>
    </video>
  );
}
