import { css } from 'goober';
import type { Page } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import { LANGS, type Lang } from '../../../common/routes';
import { useSearch } from 'wouter';
import { ownUrls } from '../../router/document-state';
import { languageTarget } from './language-target';
import { dropdownButton, dropdownPanel } from './dropdown-styles';
import { useDisclosure } from './use-disclosure';
import { useEnhanced } from './use-enhanced';

interface LanguageSwitchProps {
  lang: Lang;
  path: string;
  page: Page | null;
}

/**
 * Disclosure (<details>) listing the languages (SPEC §2 "Header": opens and closes on click). The links load the
 * page afresh: navigation, settings and texts all come in the new language.
 */
export function LanguageSwitch({ lang, path, page }: LanguageSwitchProps) {
  const { open, root: rootRef, button: summaryRef } = useDisclosure<HTMLDetailsElement>();
  const strings = t(lang).header;
  const code = lang.toUpperCase();
  const search = useSearch();
  // The server's markup is a <details>, which opens before the code has run;
  // `data-ready` says the app now also closes it on Escape and outside clicks (tests wait for it).
  const ready = useEnhanced();

  return (
    <details ref={rootRef} className={root} data-ready={ready || undefined} open={open}>
      <summary
        ref={summaryRef}
        className={button}
        aria-label={strings.languageCurrent({ code, name: strings.languageNames[lang]() })}
      >
        {code}
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className={list}>
        {LANGS.map((other) => (
          <li key={other}>
            <a
              href={languageTarget(other, path, page, search, ownUrls(path), lang)}
              hrefLang={other}
              lang={other}
              aria-current={other === lang ? 'true' : undefined}
              className={link}
            >
              {t(other).header.languageNames[other]()}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

const root = css`
  position: relative;
`;

const button = css`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${dropdownButton}
`;

const list = css`
  ${dropdownPanel('8rem')}
`;

const link = css`
  display: block;
  padding: 0.25rem 0;
  color: inherit;
  &[aria-current='true'] {
    font-weight: 700;
    text-decoration: none;
  }
`;
