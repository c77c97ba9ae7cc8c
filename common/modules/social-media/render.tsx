import { providerEmbed } from '../embed';
import type { RendererProps } from '../renderer-props';
import { ExternalEmbed } from '../shared/external-embed';
import type declaration from './schema';

/** A single post; the providers' post embeds are narrow and tall. */
export function SocialMedia({ data, lang }: RendererProps<typeof declaration>) {
  const embed = providerEmbed(data.embed);
  if (!embed) return null;
  return (
    <div style={{ maxWidth: '34rem' }}>
      <ExternalEmbed embed={embed} lang={lang} height={640} />
    </div>
  );
}
