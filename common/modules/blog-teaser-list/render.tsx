/**
 * SPEC §3 Blog teaser list: the newest `items` articles (1–8), the first as the main teaser. Uses
 * `article_objs` when the API derived them, else asks the articles-teaser call once.
 */
import { useEffect, useState } from 'react';
import type { ArticleListItem } from '../../api/magazine';
import { getArticleTeasers } from '../../api/magazine-calls';
import { buildPath } from '../../routes';
import { ArticleCards } from './article-cards';
import { tMagazine } from './strings';
import type { RendererProps } from '../renderer-props';
import { ModuleLink } from '../shared/module-link';
import { textLink } from '../shared/styles';
import type declaration from './schema';

export function BlogTeaserList({ data, module, lang }: RendererProps<typeof declaration>) {
  const derived = (module.data as { article_objs?: ArticleListItem[] }).article_objs;
  const [articles, setArticles] = useState<ArticleListItem[] | null>(derived ?? null);
  useEffect(() => {
    if (articles) return;
    getArticleTeasers(lang, { items: data.items }).then(setArticles, () => setArticles([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!articles?.length) return null;
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <ArticleCards articles={articles} lang={lang} level={3} />
      <ModuleLink href={buildPath('magazine', lang)} lang={lang} className={textLink}>
        {tMagazine(lang).toMagazine()}
      </ModuleLink>
    </div>
  );
}
