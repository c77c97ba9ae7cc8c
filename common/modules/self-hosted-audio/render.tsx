import { tModules } from '../strings';
import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

export function SelfHostedAudio({ data, lang }: RendererProps<typeof declaration>) {
  if (!data.file) return null;
  return (
    <audio controls preload="none" src={data.file.url} style={{ width: '100%' }}>
      <a href={data.file.url}>{tModules(lang).download()}</a>
    </audio>
  );
}
