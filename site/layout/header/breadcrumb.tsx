import { css } from 'goober';
import type { BreadcrumbItem } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import { homePath, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { NavLink } from './nav-link';
import { srOnly } from './sr-only';

interface BreadcrumbProps {
  items: BreadcrumbItem[];
  lang: Lang;
  /** The last item becomes a link back to its parent instead of naming the current page (SPEC §2 "Header"). */
  back?: boolean;
}

/**
 * The path to the current page (from `page.breadcrumb`, or a page's own trail). It always starts at
 * the home page (CMS pages' trails began below it).
 */
export function Breadcrumb({ items: trail, lang, back = false }: BreadcrumbProps) {
  if (!trail.length) return null;
  const strings = t(lang).header;
  const items = trail[0]!.url === homePath(lang) ? trail : [{ title: strings.home(), url: homePath(lang) }, ...trail];
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={strings.breadcrumb()} className={root}>
      <ol className={list}>
        {items.map((item, index) => {
          if (index < lastIndex) {
            return (
              <li key={item.url}>
                <NavLink href={item.url} external={false} lang={lang}>
                  {item.title}
                </NavLink>
              </li>
            );
          }
          const parent = items[index - 1];
          return (
            <li key={item.url}>
              {back && parent ? (
                <NavLink href={parent.url} external={false} lang={lang} className={backLink}>
                  <span aria-hidden="true">← </span>
                  {strings.back()}
                  <span className={srOnly}>: {parent.title}</span>
                </NavLink>
              ) : (
                <span aria-current="page">{item.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const root = css`
  font-size: 0.875rem;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  list-style: none;
  margin: 0;
  padding: 0;
  & > li + li::before {
    content: '/';
    margin: 0 0.5rem;
    color: ${colors.textMuted};
  }
  & a {
    color: inherit;
  }
`;

const backLink = css`
  font-weight: 700;
`;
