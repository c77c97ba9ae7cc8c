import { providerEmbed } from '../embed';
import type { RendererProps } from '../renderer-props';
import { ExternalEmbed } from '../shared/external-embed';
import type declaration from './schema';

/** Player heights the providers' own embed codes use: a compact track player, a taller podcast player. */
const HEIGHTS = { music: 166, podcast: 232 } as const;

export function AudioEmbed({ data, lang }: RendererProps<typeof declaration>) {
  const embed = providerEmbed(data.embed);
  if (!embed) return null;
  return <ExternalEmbed embed={embed} lang={lang} height={HEIGHTS[data.media_type]} />;
}
