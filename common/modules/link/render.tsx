import type { RendererProps } from '../renderer-props';
import { ModuleLink } from '../shared/module-link';
import { button, buttonSecondary, stickyBottom, textLink } from '../shared/styles';
import type declaration from './schema';

const LOOKS = { button, 'button-secondary': `${button} ${buttonSecondary}`, link: textLink } as const;

export function Link({ data, lang }: RendererProps<typeof declaration>) {
  const href = data.link || data.link_url;
  if (!href) return null;
  return (
    <p id={data.anchor || undefined} className={data.sticky ? stickyBottom : undefined} style={{ margin: 0 }}>
      <ModuleLink href={href} lang={lang} className={LOOKS[data.extra_class]}>
        {data.link_text}
      </ModuleLink>
    </p>
  );
}
