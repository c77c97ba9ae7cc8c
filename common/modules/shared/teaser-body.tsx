/** Preline, headline, subline, text and link of a teaser: shared by the full teaser and the teaser item (SPEC §3). */
import type { Lang } from '../../routes';
import { ModuleLink } from './module-link';
import { button, heading, preline, subline, textLink } from './styles';

export interface TeaserText {
  preline?: string | null;
  headline: string;
  subline?: string | null;
  text?: string | null;
  link?: string | null;
  link_text?: string | null;
}

export function TeaserBody({ data, lang, level, prominent }: { data: TeaserText; lang: Lang; level: 2 | 3; prominent?: boolean }) {
  const Tag = `h${level}` as const;
  return (
    <>
      {data.preline ? <p className={preline}>{data.preline}</p> : null}
      <Tag className={heading}>{data.headline}</Tag>
      {data.subline ? <p className={subline}>{data.subline}</p> : null}
      {data.text ? <p style={{ whiteSpace: 'pre-line' }}>{data.text}</p> : null}
      {data.link ? (
        <ModuleLink href={data.link} lang={lang} className={prominent ? button : textLink}>
          {data.link_text || data.headline}
        </ModuleLink>
      ) : null}
    </>
  );
}
