/** Paging of one result category: previous, the page numbers around the current one, next. */
import { css } from 'goober';
import { inlineList } from '../../../common/styles/inline-list';
import { SEARCH_PAGE_SIZE, type SearchCategory } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { searchPath } from './search-address';
import { tSearch } from './strings';

/** Page links shown on each side of the current page. */
const NEIGHBOURS = 2;

interface PagerProps {
  lang: Lang;
  q: string;
  category: SearchCategory;
  page: number;
  count: number;
}

/** The page numbers to link: the first, the last, and those near the current one. */
export function pageNumbers(page: number, last: number): number[] {
  const numbers = new Set([1, last]);
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n += 1) if (n >= 1 && n <= last) numbers.add(n);
  return [...numbers].sort((a, b) => a - b);
}

export function Pager({ lang, q, category, page, count }: PagerProps) {
  const last = Math.ceil(count / SEARCH_PAGE_SIZE);
  if (last <= 1) return null;
  const text = tSearch(lang);
  const to = (n: number) => searchPath(lang, q, category, n);
  return (
    <nav aria-label={text.pages()}>
      <ul className={list}>
        {page > 1 ? (
          <li>
            <a href={to(page - 1)} rel="prev" className={item}>
              {text.previous()}
            </a>
          </li>
        ) : null}
        {pageNumbers(page, last).map((n) => (
          <li key={n}>
            <a href={to(n)} className={item} aria-current={n === page ? 'page' : undefined} aria-label={text.page({ page: n })}>
              {n}
            </a>
          </li>
        ))}
        {page < last ? (
          <li>
            <a href={to(page + 1)} rel="next" className={item}>
              {text.next()}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

const list = css`
  ${inlineList()}
`;

const item = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${colors.border};
  color: ${colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;
