import type { ReactNode } from 'react';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { srOnly } from './sr-only';

interface NavLinkProps {
  href: string;
  external: boolean;
  lang: Lang;
  className?: string;
  children: ReactNode;
}

/**
 * A navigation link: our own pages navigate in the app, external ones open in a new tab without
 * access to this window (SPEC §2 "Header": external links open in a new tab).
 */
export function NavLink({ href, external, lang, className, children }: NavLinkProps) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener" className={className}>
        {children}
        <span className={srOnly}> {t(lang).header.newTab()}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
