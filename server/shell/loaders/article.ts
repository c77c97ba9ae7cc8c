/** A magazine article: the article inline, its Open Graph (type article) and schema.org Article JSON-LD. */
import { t } from '../../../common/i18n';
import { loadArticleDetail } from '../../features/magazine/article-detail';
import { seesOffline } from '../../features/http/viewer';
import type { RouteLoader } from './types';
import { articleJsonLd } from './article-json-ld';
import { NOT_FOUND, detailHead, idParam } from './detail-head';

export const articleLoader: RouteLoader<'article'> = async (ctx) => {
  const id = idParam(ctx);
  const article = id === null ? null : await loadArticleDetail(ctx.db, id, ctx.lang, seesOffline(ctx.user));
  if (!article) return NOT_FOUND;
  const { title, lead, image, url, urls } = article;
  const jsonLd = articleJsonLd({ article, lang: ctx.lang, publicUrl: ctx.config.publicUrl, publisher: t(ctx.lang).shell.siteName() });
  return { data: article, head: { ...detailHead({ title, texts: [lead], image, url, urls }), ogType: 'article', jsonLd: [jsonLd] } };
};
