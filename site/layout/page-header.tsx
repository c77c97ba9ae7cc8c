/**
 * The shared page header on generic, events, productions and ensemble routes (SPEC §2 "Default
 * layout"): breadcrumb and headline. SPEC §4: it is loading unless the current path is one of the
 * page's (or its siblings') language URLs, i.e. until the page of this path has arrived.
 */
import { css } from 'goober';
import type { Page } from '../../common/api/types';
import type { Lang } from '../../common/routes';
import { fonts, sizes } from '../../common/theme';
import { isPageAt } from '../router/page-cache';
import { PageHeaderSkeleton } from './skeleton/lazy';
// Links the server renders in full: their code comes with this part's chunk (default-layout.tsx).
import { Breadcrumb } from './header/breadcrumb';

interface PageHeaderProps {
  lang: Lang;
  page: Page | null;
  path: string;
}

export function PageHeader({ lang, page, path }: PageHeaderProps) {
  const loading = !isPageAt(page, path);
  return (
    <div className={root} aria-busy={loading}>
      {loading || !page ? (
        <PageHeaderSkeleton />
      ) : (
        <>
          <Breadcrumb items={page.breadcrumb} lang={lang} />
          <h1 className={headline}>{page.headline || page.title}</h1>
        </>
      )}
    </div>
  );
}

const root = css`
  display: grid;
  gap: 1rem;
  max-width: ${sizes.maxContainer};
  min-height: 6.5rem;
  margin: 0 auto;
  padding: 2rem ${sizes.gutter} 1rem;
`;

const headline = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3.5rem);
  line-height: 1.1;
`;
