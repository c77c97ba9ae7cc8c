import { tModules } from '../strings';
import { tEmbed } from '../shared/embed-strings';
import { videoEmbed } from '../embed';
import type { RendererProps } from '../renderer-props';
import { ExternalEmbed } from '../shared/external-embed';
import type declaration from './schema';

/** YouTube or Vimeo behind the two-click placeholder, on the privacy-friendly player hosts (common/modules/embed.ts). */
export function Video({ data, lang }: RendererProps<typeof declaration>) {
  const embed = videoEmbed(data.video_url);
  if (!embed) return null;
  const text = tModules(lang);
  return (
    <figure id={data.anchor || undefined} style={{ margin: 0 }}>
      <ExternalEmbed embed={embed} lang={lang} title={data.title} poster={data.image} loadLabel={tEmbed(lang).loadVideo()} />
      {data.length ? <figcaption>{text.duration({ length: data.length })}</figcaption> : null}
    </figure>
  );
}
