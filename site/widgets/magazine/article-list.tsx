/**
 * A magazine list's articles: the first page as the page received it, further pages appended by a
 * button (SPEC §4 lists page forward), and a message when the selection has no articles yet.
 */
import { css } from 'goober';
import { useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ArticleListItem } from '../../../common/api/magazine';
import { getArticles, type ArticleFilter } from '../../../common/api/magazine-calls';
import type { Paginated } from '../../../common/api/types';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { createPagedList } from '../event-list/paged-list';
import { ArticleCards } from '../../../common/modules/blog-teaser-list/article-cards';
import { tMagazine } from './strings';

interface ArticleListProps {
  lang: Lang;
  filter: ArticleFilter;
  first: Paginated<ArticleListItem>;
}

export function ArticleList({ lang, filter, first }: ArticleListProps) {
  useSignals();
  const text = tMagazine(lang);
  const [list] = useState(() => {
    const created = createPagedList<ArticleListItem>((_query, page) => getArticles(lang, filter, page));
    created.seed('', first);
    return created;
  });
  const cards = useRef<HTMLElement>(null);
  /** Focus moves to the first new article, not to the body with the disabled button (issue #9 point 10). */
  const loadMore = async () => {
    const shown = list.items.value.length;
    await list.loadNext();
    requestAnimationFrame(() => cards.current?.querySelectorAll('li')[shown]?.querySelector<HTMLElement>('a[href]')?.focus());
  };
  if (list.items.value.length === 0) return <p className={empty}>{text.empty()}</p>;
  return (
    <section ref={cards} aria-label={text.articles()} className={root}>
      <ArticleCards articles={list.items.value} lang={lang} />
      {list.hasNext.value ? (
        <button type="button" className={button} onClick={() => void loadMore()} disabled={list.loading.value} aria-busy={list.loading.value}>
          {text.more()}
        </button>
      ) : null}
    </section>
  );
}

const root = css`
  display: grid;
  gap: 2rem;
  justify-items: center;
  & > ul {
    width: 100%;
  }
`;

const empty = css`
  margin: 0;
  padding: 1rem 1.25rem;
  background: ${colors.surface};
`;
