/**
 * The result categories as tabs: real links, each keeping q and starting again at
 * page 1, with the number of hits; the current one is marked for screen readers with aria-current.
 */
import { css } from 'goober';
import { inlineList } from '../../../common/styles/inline-list';
import type { SearchCategory, SearchOverview } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { searchPath } from './search-address';
import { tSearch } from './strings';

interface SearchTabsProps {
  lang: Lang;
  q: string;
  current: SearchCategory | null;
  results: SearchOverview;
}

export function SearchTabs({ lang, q, current, results }: SearchTabsProps) {
  const text = tSearch(lang);
  const tabs: { category: SearchCategory | null; name: string; count: number }[] = [
    { category: null, name: text.all(), count: results.events.count + results.others.count },
    { category: 'events', name: text.events(), count: results.events.count },
    { category: 'others', name: text.others(), count: results.others.count },
  ];
  return (
    <nav aria-label={text.tabs()}>
      <ul className={list}>
        {tabs.map(({ category, name, count }) => (
          <li key={category ?? 'all'}>
            <a href={searchPath(lang, q, category)} className={tab} aria-current={category === current ? 'page' : undefined}>
              {text.tabCount({ name, count })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const list = css`
  ${inlineList('0 1.5rem')}
  border-bottom: 1px solid ${colors.border};
`;

const tab = css`
  display: inline-block;
  padding: 0.75rem 0;
  border-bottom: 3px solid transparent;
  color: ${colors.text};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.primary};
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;
