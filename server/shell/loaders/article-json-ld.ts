/** schema.org Article of a magazine article page: headline, dates, author, images, sections and keywords. */
import type { ArticleDetail } from '../../../common/api/magazine';
import type { Lang } from '../../../common/routes';
import { absoluteUrl, plainText, shareImage } from '../json-ld/text';

export interface ArticleJsonLdInput {
  article: ArticleDetail;
  lang: Lang;
  publicUrl: string;
  publisher: string;
}

export function articleJsonLd({ article, lang, publicUrl, publisher }: ArticleJsonLdInput): object {
  const url = absoluteUrl(article.url, publicUrl);
  const image = shareImage(article.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    inLanguage: lang,
    datePublished: article.published_at,
    ...(article.lead ? { description: plainText(article.lead) } : {}),
    ...(image ? { image: [absoluteUrl(image.url, publicUrl)] } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    ...(article.categories.length ? { articleSection: article.categories.map((c) => c.name) } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((t) => t.name).join(', ') } : {}),
    publisher: { '@type': 'Organization', name: publisher, url: absoluteUrl('/', publicUrl) },
  };
}
