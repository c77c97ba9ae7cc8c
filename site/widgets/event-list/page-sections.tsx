/** The events page's own sections (site/pages/events.tsx), in a chunk of their own: only pages with modules load it. */
import type { Section } from '../../../common/api/types';
import { SectionRenderer } from '../../../common/modules/section-renderer';
import type { Lang } from '../../../common/routes';

export default function EventsSections({ sections, lang }: { sections: Section[]; lang: Lang }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionRenderer key={section.slug} section={section} lang={lang} first={index === 0} />
      ))}
    </>
  );
}
