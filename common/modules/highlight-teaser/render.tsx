/**
 * SPEC §3 Highlight teaser (categories): for each chosen magazine category, its newest article with a
 * link to the category. A category without articles (or a failed call) is left out.
 */
import { useEffect, useState } from 'react';
import type { ArticleListItem } from '../../api/magazine';
import { getArticleTeasers } from '../../api/magazine-calls';
import { ArticleCard, grid } from '../blog-teaser-list/article-cards';
import { tMagazine } from '../blog-teaser-list/strings';
import type { RendererProps } from '../renderer-props';
import { ModuleLink } from '../shared/module-link';
import { textLink } from '../shared/styles';
import { categoryIdsOf } from './schema';
import type declaration from './schema';

export function HighlightTeaser({ data, lang }: RendererProps<typeof declaration>) {
  const [highlights, setHighlights] = useState<{ category: number; article: ArticleListItem }[] | null>(null);
  useEffect(() => {
    const ids = categoryIdsOf(data.categories);
    void Promise.all(ids.map((category) => getArticleTeasers(lang, { items: 1, category }).catch(() => [] as ArticleListItem[]))).then((lists) =>
      setHighlights(lists.flatMap((list, i) => (list[0] ? [{ category: ids[i]!, article: list[0] }] : []))),
    );
  }, [categoryIdsOf(data.categories).join(','), lang]);
  if (!highlights?.length) return null;
  const text = tMagazine(lang);
  return (
    <ul className={grid}>
      {highlights.map(({ category, article }) => {
        const named = article.categories.find((c) => c.id === category);
        return (
          <li key={category} style={{ display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
            <ArticleCard article={article} lang={lang} level={3} />
            {named ? (
              <ModuleLink href={named.url} lang={lang} className={textLink}>
                {text.moreInCategory({ name: named.name })}
              </ModuleLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
