/**
 * Route data of the magazine's list pages (ARCHITECTURE "Budgets": no API GET on
 * first paint): the categories, the tags where the page shows them, and the first page of articles,
 * in the shapes of the magazine API. A category or tag that does not exist is a 404.
 */
import { ARTICLES_PAGE_SIZE, type ArticleCategory, type ArticleTag } from '../../../common/api/magazine';
import type { MagazineRouteData, MagazineView } from '../../../common/api/magazine-calls';
import { LANGS, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { findArticles, toArticleItems } from '../../features/magazine/articles-query';
import { loadCategories, loadTags } from '../../features/magazine/taxonomy';
import { resolveMedia } from '../../features/media/image-obj';
import { paginated } from '../../features/programme/paging';
import de from '../../../common/i18n/de/magazine';
import en from '../../../common/i18n/en/magazine';
import { namespace } from '../../../common/i18n/namespace';
import type { HeadInfo } from '../head';
import type { RouteLoader } from './types';
import { NOT_FOUND, idParam } from './detail-head';
import { asShownPages, shownPages } from './shown-pages';

type Term = ArticleCategory | ArticleTag;

const tMagazine = namespace({ de, en });

/** The same category or tag in every language, for hreflang (slugs differ per language). */
async function alternatesOf(db: Db, id: number, load: (db: Db, lang: Lang) => Promise<Term[]>): Promise<HeadInfo['alternates']> {
  const lists = await Promise.all(LANGS.map((lang) => load(db, lang)));
  return Object.fromEntries(LANGS.map((lang, i) => [lang, lists[i]!.find((term) => term.id === id)?.url]).filter(([, url]) => url));
}

export const magazineLoader: RouteLoader<'magazine' | 'magazine-category' | 'magazine-tags' | 'magazine-tag'> = async (ctx) => {
  const { db, lang } = ctx;
  const view = ctx.route.name as MagazineView;
  const withId = view === 'magazine-category' || view === 'magazine-tag';
  const id = withId ? idParam(ctx) : null;
  if (withId && id === null) return NOT_FOUND;
  const [categories, tags] = await Promise.all([loadCategories(db, lang), view === 'magazine-tags' || view === 'magazine-tag' ? loadTags(db, lang) : Promise.resolve([])]);
  const term: Term | undefined = view === 'magazine-category' ? categories.find((c) => c.id === id) : view === 'magazine-tag' ? tags.find((t) => t.id === id) : undefined;
  if (withId && !term) return NOT_FOUND;

  let articles: MagazineRouteData['articles'] = null;
  if (view !== 'magazine-tags') {
    // ?page=N ('Weitere Beiträge laden' without JavaScript) shows pages 1..N.
    const pages = shownPages(ctx.query);
    if (pages === null) return { data: null, status: 400 };
    const page = { page: 1, size: pages * ARTICLES_PAGE_SIZE };
    const filters = view === 'magazine-category' ? { category: id! } : view === 'magazine-tag' ? { tag: id! } : {};
    const { rows, count } = await findArticles(db, filters, page);
    articles = asShownPages(paginated(await resolveMedia(db, await toArticleItems(db, rows, lang), lang), count, page), pages, ARTICLES_PAGE_SIZE);
  }
  const data: MagazineRouteData = { categories, tags, articles };
  if (!term) return { data, head: { title: view === 'magazine-tags' ? tMagazine(lang).topicsTitle() : tMagazine(lang).title() } };
  const alternates = await alternatesOf(db, term.id, view === 'magazine-category' ? loadCategories : loadTags);
  return { data, head: { title: view === 'magazine-tag' ? `#${term.name}` : term.name, canonical: term.url, alternates } };
};
