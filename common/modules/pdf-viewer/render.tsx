import { providerEmbed } from '../embed';
import type { RendererProps } from '../renderer-props';
import { ExternalEmbed } from '../shared/external-embed';
import type declaration from './schema';

export function PdfViewer({ data, lang }: RendererProps<typeof declaration>) {
  const embed = providerEmbed(data.embed);
  if (!embed) return null;
  return <ExternalEmbed embed={embed} lang={lang} aspect="4 / 3" />;
}
