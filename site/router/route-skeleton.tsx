/**
 * The skeleton of a page whose chunk is still loading (SPEC §2 "Loading skeletons"). The skeletons of
 * pages without a CMS page come in one small chunk (site/pages/skeletons.ts) fetched with the first
 * navigation that needs one, so the first load carries none of them.
 */
import { useEffect, useState } from 'react';
import type { Lang, PageName } from '../../common/routes';

type Skeletons = (typeof import('../pages/skeletons'))['PAGE_SKELETONS'];

let loaded: Skeletons | null = null;
const load = () => import('../pages/skeletons').then((m) => (loaded = m.PAGE_SKELETONS));

export function RouteSkeleton({ page, lang }: { page: PageName; lang: Lang }) {
  const [skeletons, setSkeletons] = useState(loaded);
  useEffect(() => {
    if (skeletons) return;
    let current = true;
    // A failed skeleton chunk only costs the placeholder; the page's own chunk reports real failures.
    load().then((value) => current && setSkeletons(value), () => undefined);
    return () => {
      current = false;
    };
  }, [skeletons]);
  const Skeleton = skeletons?.[page];
  return Skeleton ? <Skeleton lang={lang} /> : null;
}
