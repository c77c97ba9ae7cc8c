/**
 * The magazine's list pages (SPEC §2 "Magazine page"): the media library, a
 * category and a tag. Magazine headline, breadcrumb, the search start, the headline, the category
 * links with 'All #Topics', then the articles. Data inlined on first load, else fetched.
 */
import { css } from 'goober';
import { useEffect } from 'react';
import { ERROR_MESSAGES } from '../../../common/api/client';
import { filterOf, getMagazineData, type MagazineRouteData, type MagazineView } from '../../../common/api/magazine-calls';
import type { BreadcrumbItem } from '../../../common/api/types';
import { buildPath } from '../../../common/routes';
import { Breadcrumb } from '../../layout/header/breadcrumb';
import type { PageProps } from '../../pages/page-props';
import { pageError } from '../../stores/site-data';
import { page as pageClass, title } from '../programme/styles';
import { useRouteData } from '../programme/use-route-data';
import { useDocumentTitle } from '../../router/document-state';
import { SearchForm } from '../search/search-form';
import { ArticleList } from './article-list';
import { CategoryNav } from './category-nav';
import { magazineCrumbs } from './crumbs';
import { MagazineHeadline } from './magazine-headline';
import { MagazineSkeleton } from './magazine-skeleton';
import { tMagazine } from './strings';

type ListView = Exclude<MagazineView, 'magazine-tags'>;

/** The headline and trail of a view; null when its category or tag does not exist. */
function heading(view: ListView, data: MagazineRouteData, props: PageProps<ListView>): { title: string; crumbs: BreadcrumbItem[] } | null {
  const text = tMagazine(props.lang);
  const id = Number(props.params.id);
  if (view === 'magazine') return { title: text.title(), crumbs: magazineCrumbs(props.lang) };
  if (view === 'magazine-category') {
    const category = data.categories.find((c) => c.id === id);
    // SPEC §8: without the category list (a failed call) the page still shows its articles.
    if (!category) return data.categories.length ? null : { title: text.title(), crumbs: magazineCrumbs(props.lang) };
    return { title: category.name, crumbs: magazineCrumbs(props.lang, { title: category.name, url: category.url }) };
  }
  const tag = data.tags.find((t) => t.id === id);
  if (!tag) return null;
  const name = text.topic({ name: tag.name });
  return { title: name, crumbs: magazineCrumbs(props.lang, { title: text.topicsTitle(), url: buildPath('magazine-tags', props.lang) }, { title: name, url: tag.url }) };
}

export function MagazineListPage({ view, ...props }: PageProps<ListView> & { view: ListView }) {
  const { lang, params } = props;
  const data = useRouteData(props.data, () => getMagazineData(lang, view, params));
  const head = data ? heading(view, data, props) : undefined;
  useDocumentTitle(props.path, head?.title);
  useEffect(() => {
    if (head === null) pageError.value = { statusCode: 404, message: ERROR_MESSAGES.notFound };
  }, [head]);
  const text = tMagazine(lang);

  return (
    <>
      <MagazineHeadline lang={lang} />
      <div className={pageClass}>
        {!data || !head ? (
          <MagazineSkeleton lang={lang} />
        ) : (
          <>
            <Breadcrumb items={head.crumbs} lang={lang} />
            <SearchForm lang={lang} label={text.searchStart()} className={searchStart} />
            <h1 className={title}>{head.title}</h1>
            <CategoryNav lang={lang} categories={data.categories} current={view === 'magazine' ? null : view === 'magazine-category' ? Number(params.id) : undefined} />
            {data.articles ? <ArticleList lang={lang} filter={filterOf(view, params)} first={data.articles} path={props.path} /> : null}
          </>
        )}
      </div>
    </>
  );
}

const searchStart = css`
  max-width: 40rem;
`;
