/**
 * A link a module renders: our own pages in the same tab, other sites in a new tab with
 * rel="noopener" and a hint for screen-reader users (WCAG 3.2.5 "change of context").
 */
import type { ReactNode } from 'react';
import { tModules } from '../strings';
import type { Lang } from '../../routes';
import { visuallyHidden } from './styles';

export function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (typeof location === 'undefined') return true;
  try {
    return new URL(href).host !== location.host;
  } catch {
    return true;
  }
}

export interface ModuleLinkProps {
  href: string;
  lang: Lang;
  className?: string;
  children: ReactNode;
}

export function ModuleLink({ href, lang, className, children }: ModuleLinkProps) {
  if (!isExternal(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {tModules(lang).newTab()}</span>
    </a>
  );
}
