import { Suspense } from 'react';
import type { InitialData } from '../common/api/types';
import { matchRoute } from '../common/routes';
import { PAGES } from './pages/registry';

export function App({ initial }: { initial: InitialData }) {
  const match = matchRoute(initial.path);
  if (!match) return null;
  const Page = PAGES[match.route.page];
  return (
    <Suspense fallback={null}>
      <Page lang={match.lang} route={match.route} params={match.params} path={initial.path} page={initial.page} data={initial.data} />
    </Suspense>
  );
}
