import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import type { NavItem } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { colors, mq, timings } from '../../../common/theme';
import { NavLink } from './nav-link';
import { useDismiss } from './use-dismiss';
import { useEnhanced } from './use-enhanced';
import { useToggleEvents } from './use-toggle-events';

interface MenuListProps {
  items: NavItem[];
  lang: Lang;
  path: string;
  /** 'bar': the desktop menu (submenus drop down and close on Escape or outside click); 'panel': inside the burger panel. */
  variant: 'bar' | 'panel';
}

/**
 * Primary menu items; an item with children is a disclosure whose submenu lists the item's own page
 * first, then its children. One submenu is open at a time (SPEC §4). The disclosures are <details>,
 * so submenus open before and without the app's code; in the bar they share a
 * `name`, which makes the browser itself keep one open.
 */
export function MenuList({ items, lang, path, variant }: MenuListProps) {
  const [open, setOpen] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const enhanced = useEnhanced();
  // Not useId: its ids differ between the server's render and the app's; each variant is on a page once.
  const baseId = `menu-${variant}`;
  const strings = t(lang).header;

  useEffect(() => setOpen(null), [path]);
  useToggleEvents(listRef, (details) => {
    const index = Number(details.dataset.index);
    if (details.parentElement?.parentElement === listRef.current) setOpen((current) => (details.open ? index : current === index ? null : current));
  });
  useDismiss(
    variant === 'bar' && open !== null,
    (reason) => {
      if (reason === 'escape' && open !== null) summaries.current[open]?.focus();
      setOpen(null);
    },
    [listRef],
  );

  return (
    <ul ref={listRef} className={variant === 'bar' ? barList : panelList}>
      {items.map((item, index) => {
        if (!item.children.length) {
          return (
            <li key={item.url}>
              <NavLink href={item.url} external={item.external} lang={lang} className={itemLink}>
                {item.menu_name}
              </NavLink>
            </li>
          );
        }
        const id = `${baseId}-sub-${index}`;
        const expanded = open === index;
        return (
          <li key={item.url} className={variant === 'bar' ? barItem : undefined}>
            <details
              open={expanded}
              data-index={index}
              data-ready={enhanced || undefined}
              {...(variant === 'bar' ? { name: `${baseId}-bar` } : {})}
            >
              <summary
                ref={(el) => {
                  summaries.current[index] = el;
                }}
                className={toggleButton}
                aria-controls={enhanced ? id : undefined}
              >
                {item.menu_name}
                <span aria-hidden="true" className={chevron}>
                  ▾
                </span>
              </summary>
              <ul id={id} aria-label={strings.submenuToggle({ name: item.menu_name })} className={variant === 'bar' ? dropdown : nested}>
                {[{ ...item, children: [] }, ...item.children].map((child) => (
                  <li key={child.url}>
                    <NavLink href={child.url} external={child.external} lang={lang} className={itemLink}>
                      {child.menu_name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

const reset = `list-style: none; margin: 0; padding: 0;`;

// An entry stays on one line: 'Media library' broken over two lines reads as two entries.
const barList = css`
  ${reset}
  white-space: nowrap;
  display: flex;
  gap: clamp(0.75rem, 1vw, 1.5rem);
  align-items: center;
`;

const panelList = css`
  ${reset}
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 1.25rem;
`;

const barItem = css`
  position: relative;
`;

const itemLink = css`
  display: inline-block;
  padding: 0.5rem 0;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const toggleButton = css`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${colors.primary};
  }
  [open] > & > span {
    transform: rotate(180deg);
  }
`;

const chevron = css`
  display: inline-block;
  transition: transform ${timings.submenuS}s ease;
  ${mq.reducedMotion} {
    transition: none;
  }
`;

const dropdown = css`
  ${reset}
  position: absolute;
  top: 100%;
  left: -1rem;
  min-width: 14rem;
  padding: 0.75rem 1rem;
  background: ${colors.background};
  border: 1px solid ${colors.border};
  box-shadow: 0 0.5rem 1.5rem ${colors.border};
  z-index: 20;
`;

const nested = css`
  ${reset}
  padding: 0.25rem 0 0.5rem 1rem;
  font-size: 1rem;
`;
