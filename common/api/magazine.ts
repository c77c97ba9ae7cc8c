/**
 * API shapes of the magazine (SPEC §3 "Article category", §7 article calls).
 * Texts arrive in the requested language (German fallback); instants are ISO 8601 strings.
 */
import type { ImageObj } from './media';
import type { ProductionListItem } from './programme';
import type { LangUrls, ModuleData } from './types';

/** Articles per page of GET /{locale}/api/articles/: a grid of three columns, four rows. */
export const ARTICLES_PAGE_SIZE = 12;
/** GET /{locale}/api/articles-teaser/ gives this many unless `items` asks otherwise (SPEC §9 blog items 1–8). */
export const ARTICLE_TEASERS_DEFAULT = 3;

/** SPEC §3 "Article category": id, name, slug; `url` is the category page in the requested language. */
export interface ArticleCategory {
  id: number;
  name: string;
  slug: string;
  url: string;
}

/** A tag of the magazine ("#Topics"), with the number of online articles carrying it. */
export interface ArticleTag {
  id: number;
  name: string;
  slug: string;
  url: string;
  count: number;
}

/** One item of the article lists and teasers. */
export interface ArticleListItem {
  id: number;
  title: string;
  lead: string;
  image: ImageObj | null;
  author: string;
  published_at: string;
  url: string;
  categories: ArticleCategory[];
  tags: Omit<ArticleTag, 'count'>[];
}

/** An event the article relates to, as a link with its date. */
export interface ArticleEventLink {
  id: number;
  title: string;
  starts_at: string;
  url: string;
  image: ImageObj | null;
}

/** GET /{locale}/api/articles/{id}/. */
export interface ArticleDetail extends ArticleListItem {
  urls: LangUrls;
  /** The article body as page modules, drawn by the CMS module renderers. */
  body: ModuleData[];
  /** Related events from today on, in start order. */
  events: ArticleEventLink[];
  productions: ProductionListItem[];
}
