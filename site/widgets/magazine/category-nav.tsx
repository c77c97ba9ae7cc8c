/**
 * The magazine's category links (SPEC §2 "Magazine page": 'All' plus each category, then 'All
 * #Topics'). The current one is marked with aria-current. No categories (a failed call, SPEC §8)
 * leaves only 'All'.
 */
import { css } from 'goober';
import { inlineList } from '../../../common/styles/inline-list';
import type { ArticleCategory } from '../../../common/api/magazine';
import { buildPath, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { tMagazine } from './strings';

interface CategoryNavProps {
  lang: Lang;
  categories: ArticleCategory[];
  /** The category shown; null on the media library ('All'), undefined on pages that are neither. */
  current?: number | null;
}

export function CategoryNav({ lang, categories, current }: CategoryNavProps) {
  const text = tMagazine(lang);
  const links: { key: string; url: string; name: string; active: boolean }[] = [
    { key: 'all', url: buildPath('magazine', lang), name: text.all(), active: current === null },
    ...categories.map((c) => ({ key: String(c.id), url: c.url, name: c.name, active: c.id === current })),
  ];
  return (
    <nav aria-label={text.categories()} className={root}>
      <ul className={list}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.url} className={pill} aria-current={link.active ? 'page' : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <a href={buildPath('magazine-tags', lang)} className={topics}>
        {text.allTopics()}
      </a>
    </nav>
  );
}

const root = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const list = css`
  ${inlineList()}
`;

const pill = css`
  display: inline-block;
  padding: 0.5rem 1rem;
  border: 2px solid ${colors.primary};
  color: ${colors.primary};
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'],
  &:hover {
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const topics = css`
  color: ${colors.primary};
  font-weight: 700;
`;
