import type { RendererProps } from '../renderer-props';
import { ModuleLink } from '../shared/module-link';
import { button, buttonSecondary, textLink } from '../shared/styles';
import { useStickyLinks } from '../shared/sticky-links';
import type declaration from './schema';

const LOOKS = { button, 'button-secondary': `${button} ${buttonSecondary}`, link: textLink } as const;

export function Link({ data, lang }: RendererProps<typeof declaration>) {
  const href = data.link || data.link_url;
  // SPEC §2: a sticky link also rides in the bottom-fixed sticky navigation.
  useStickyLinks(data.sticky && href ? [{ href, label: data.link_text }] : null);
  if (!href) return null;
  return (
    <p id={data.anchor || undefined} style={{ margin: 0 }}>
      <ModuleLink href={href} lang={lang} className={LOOKS[data.extra_class]}>
        {data.link_text}
      </ModuleLink>
    </p>
  );
}
