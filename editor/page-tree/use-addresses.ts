import { useEffect, useState } from 'react';
import * as api from '../../common/api/endpoints/page-tree';
import type { AddressCheck, PageTreeNode } from '../../common/api/page-tree';
import { LANGS, type Lang } from '../../common/routes';
import { suggestPath } from '../../common/slugify';
import { editorCall } from '../api/request';

interface Options {
  lang: Lang;
  title: Record<Lang, string>;
  /** The new page's parent: the suggestions go below its addresses. */
  parentNode: PageTreeNode | undefined;
}

/**
 * The new page's address in each language: suggested from its title until typed by hand, and checked
 * for collisions as it changes (`checks`).
 */
export function useAddresses({ lang, title, parentNode }: Options) {
  /** Addresses typed by hand; an address not typed follows its title. */
  const [ownUrl, setOwnUrl] = useState<Record<Lang, string | null>>({ de: null, en: null });
  const [checks, setChecks] = useState<Record<Lang, AddressCheck | 'checking' | null>>({ de: null, en: null });

  // Derived while rendering, not set by an effect: a suggestion landing a frame late would collapse the
  // selection of an editor who has just pressed Ctrl+A in the address field, and the typing then appended.
  const suggested = (l: Lang): string => (title[l] || (l === 'en' && title.de) ? suggestPath(title[l] || title.de, l, parentNode?.urls[l]) : '');
  const urls: Record<Lang, string> = { de: ownUrl.de ?? suggested('de'), en: ownUrl.en ?? suggested('en') };

  // The live collision check, a moment after the address stops changing.
  useEffect(() => {
    const timers = LANGS.map((l) => {
      if (!urls[l]) {
        setChecks((c) => ({ ...c, [l]: null }));
        return 0;
      }
      setChecks((c) => ({ ...c, [l]: 'checking' }));
      return window.setTimeout(() => {
        editorCall(api.addressCheck, { lang, query: { path: urls[l] } }).then(
          (check) => setChecks((c) => ({ ...c, [l]: check })),
          () => setChecks((c) => ({ ...c, [l]: null })),
        );
      }, 300);
    });
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [urls.de, urls.en, lang]);

  return { urls, setOwnUrl, checks };
}
