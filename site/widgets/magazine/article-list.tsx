/**
 * A magazine list's articles: the first page (or pages 1..N of `?page=N`) as the page received it,
 * further pages appended in place by a link to the next page's address (SPEC §4 lists page forward;
 * Without JavaScript the server answers that address), and a message when the selection
 * has no articles yet.
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
import { createPagedList, pageHref, type PagedList } from '../event-list/paged-list';
import { ArticleCards } from '../../../common/modules/blog-teaser-list/article-cards';
import { tMagazine } from './strings';

interface ArticleListProps {
  lang: Lang;
  filter: ArticleFilter;
  first: Paginated<ArticleListItem>;
  /** The list page's path, which `?page=N` pages. */
  path: string;
}

/**
 * The lists of this visit per language and selection: Back to a magazine page finds the pages the
 * visitor loaded, so the scroll position it left returns too (site/router/scroll-restore.ts), as the
 * programme's list store does. Kept while its first page is the page's own (else content changed).
 */
const kept = new Map<string, PagedList<ArticleListItem>>();

const sameFirstPage = (list: PagedList<ArticleListItem>, first: Paginated<ArticleListItem>) =>
  first.results.every((article, index) => list.items.peek()[index]?.id === article.id);

export function ArticleList({ lang, filter, first, path }: ArticleListProps) {
  useSignals();
  const text = tMagazine(lang);
  const [list] = useState(() => {
    const key = `${lang}|${JSON.stringify(filter)}`;
    const known = kept.get(key);
    if (known && sameFirstPage(known, first)) return known;
    const created = createPagedList<ArticleListItem>((_query, page) => getArticles(lang, filter, page));
    created.seed('', first);
    kept.set(key, created);
    return created;
  });
  const cards = useRef<HTMLElement>(null);
  /** Focus moves to the first new article, not to the body with the disabled button. */
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
        <a
          href={pageHref(path, list.page.value + 1)}
          className={button}
          onClick={(event) => {
            event.preventDefault();
            if (!list.loading.value) void loadMore();
          }}
          aria-disabled={list.loading.value || undefined}
          aria-busy={list.loading.value}
          data-load-more=""
        >
          {text.more()}
        </a>
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
