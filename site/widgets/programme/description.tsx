/**
 * The description section of a detail page: the lead, the entity's rich text (sanitized by the
 * server when saved, like the Text module's) and its page-editor container's modules (SPEC §7).
 */
import type { Section } from '../../../common/api/types';
import { SectionRenderer } from '../../../common/modules/section-renderer';
import { prose } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';
import { visuallyHidden } from '../../../common/modules/shared/styles';

export interface DescriptionProps {
  html: string;
  container: Section | null;
  lang: Lang;
}

export function Description({ html, container, lang }: DescriptionProps) {
  if (!html && !container) return null;
  return (
    <section aria-labelledby="description">
      <h2 id="description" className={visuallyHidden}>
        {tProgramme(lang).description()}
      </h2>
      {html ? <div className={prose} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {container ? <SectionRenderer section={container} lang={lang} first={false} /> : null}
    </section>
  );
}
