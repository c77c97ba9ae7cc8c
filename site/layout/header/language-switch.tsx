import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'goober';
import type { Page } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import { LANGS, type Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { useSearch } from 'wouter';
import { ownUrls } from '../../router/document-state';
import { languageTarget } from './language-target';
import { activateOnKey, useDismiss } from './use-dismiss';

interface LanguageSwitchProps {
  lang: Lang;
  path: string;
  page: Page | null;
}

/**
 * Disclosure listing the languages (SPEC §2 "Header": opens and closes on click). The links load the
 * page afresh: navigation, settings and texts all come in the new language.
 */
export function LanguageSwitch({ lang, path, page }: LanguageSwitchProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const strings = t(lang).header;
  const toggle = () => setOpen(!open);
  const code = lang.toUpperCase();
  const search = useSearch();
  // The server's markup shows the switch before its code has run, when a tap cannot open it yet:
  // `data-ready` says it can (tests wait for it as a visitor waits for a page to finish loading).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useDismiss(
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [rootRef],
  );

  return (
    <div ref={rootRef} className={root} data-ready={ready || undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={button}
        aria-expanded={open}
        aria-controls={id}
        aria-label={strings.languageCurrent({ code, name: strings.languageNames[lang]() })}
        onClick={toggle}
        onKeyDown={activateOnKey(toggle)}
      >
        {code}
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} hidden={!open} className={list}>
        {LANGS.map((other) => (
          <li key={other}>
            <a
              href={other === lang ? path : languageTarget(other, path, page, search, ownUrls(path))}
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
    </div>
  );
}

const root = css`
  position: relative;
`;

const button = css`
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  padding: 0.25rem 0;
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0.75rem;
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  background: ${colors.background};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  min-width: 8rem;
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
