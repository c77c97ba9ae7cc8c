import { css } from 'goober';
import { inlineList } from '../../../common/styles/inline-list';
import type { FooterLink, NavItem } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import { NavLink } from './nav-link';

interface LinkNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Top navigation items or footer links; external ones open in a new tab. */
  links: (NavItem | FooterLink)[];
  lang: Lang;
  /** Lays the links out in a row (top bar, footer) or a column (burger panel). */
  direction?: 'row' | 'column';
  className?: string;
}

/** A flat list of links in a navigation landmark: the top navigation and the footer navigation. */
export function LinkNav({ label, links, lang, direction = 'row', className }: LinkNavProps) {
  if (!links.length) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className={`${linkRow} ${direction === 'column' ? column : ''}`}>
        {links.map((link) => (
          <li key={link.url}>
            <NavLink href={link.url} external={link.external} lang={lang}>
              {'title' in link ? link.title : link.menu_name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A row of links in the text's colour; the footer's legal links are one too (site/layout/footer/legal-links.tsx). */
export const linkRow = css`
  ${inlineList('0.5rem 1.5rem')}
  & a {
    color: inherit;
  }
`;

const column = css`
  flex-direction: column;
`;
