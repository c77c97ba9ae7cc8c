/**
 * A generic CMS page (SPEC §2 "Catch-all"; also home, events, productions, ensemble and the legal
 * pages until their features land): its sections through the shared module renderers. Routes with
 * the shared page header show the headline there; the others show it here (on the home page for
 * screen readers only: its hero carries the visible headline).
 */
import { InTurn } from '../../common/lazy-part';
import { SectionRenderer } from '../../common/modules/section-renderer';
import { srOnly } from '../layout/header/sr-only';
import { CmsPageSkeleton } from '../layout/skeleton/lazy';
import { css } from 'goober';
import { fonts, sizes } from '../../common/theme';
import type { PageProps } from './page-props';

export default function CmsPage({ lang, route, page }: Pick<PageProps, 'lang' | 'route' | 'page'>) {
  if (!page) return <CmsPageSkeleton lang={lang} />;
  return (
    <article>
      {!route.pageHeader && <h1 className={route.name === 'home' ? srOnly : headline}>{page.headline || page.title}</h1>}
      {page.modules.map((section, index) => (
        <InTurn key={section.slug} id={`section-${section.slug}`}>
          <SectionRenderer section={section} lang={lang} first={index === 0} />
        </InTurn>
      ))}
    </article>
  );
}

/** A CMS page's title above its sections; the accessibility statement, a CMS page too, uses it. */
export const headline = css`
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 2rem ${sizes.gutter} 0;
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3.5rem);
  line-height: 1.1;
`;
