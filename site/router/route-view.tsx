/**
 * The page of the current route: its lazy chunk with the route's data once loaded, a skeleton
 * while the chunk or a CMS page loads, and the error page for load errors and render errors.
 */
import { Suspense, type ComponentType } from 'react';
import { ERROR_MESSAGES } from '../../common/api/error-messages';
import type { ApiError, SiteSettings } from '../../common/api/types';
import type { Lang, PageName, RouteMatch } from '../../common/routes';
import { ErrorBoundary } from '../error/error-boundary';
import { LazyErrorPage as ErrorPage } from '../error/lazy-error-page';
import { PageTransition } from '../layout/page-transition';
import { CmsPageSkeleton } from '../layout/skeleton/lazy';
import type { PageProps } from '../pages/page-props';
import { PAGES } from '../pages/registry';
import { routeDataFor } from '../../common/route-data';
import { currentPage, routeData } from '../stores/site-data';
import { RouteSkeleton } from './route-skeleton';

interface RouteViewProps {
  match: RouteMatch | null;
  path: string;
  lang: Lang;
  /** Whether the route data in the stores belongs to this path. */
  loaded: boolean;
  error: ApiError | null;
  settings: SiteSettings | null;
}

const RENDER_ERROR: ApiError = { statusCode: 500, message: ERROR_MESSAGES.unknown };

/** The component of page P with P's props: one generic step keeps each page's data type (common/route-data.ts). */
function PageOf<P extends PageName>({ name, props }: { name: P; props: PageProps<P> }) {
  const Page: ComponentType<PageProps<P>> = PAGES[name];
  return <Page {...props} />;
}

export function RouteView({ match, path, lang, loaded, error, settings }: RouteViewProps) {
  if (error) return <ErrorPage error={error} lang={lang} settings={settings} />;
  if (!match) return null; // the navigation is still deciding (redirect or 404)
  const fallback = match.route.cmsPage ? <CmsPageSkeleton lang={lang} /> : <RouteSkeleton page={match.route.page} lang={lang} />;
  return (
    <ErrorBoundary key={path} fallback={() => <ErrorPage error={RENDER_ERROR} lang={lang} settings={settings} />}>
      <Suspense fallback={fallback}>
        <PageTransition>
          <PageOf
            name={match.route.page}
            props={{
              lang: match.lang,
              route: match.route,
              params: match.params,
              path,
              page: loaded ? currentPage.value : null,
              data: loaded ? routeDataFor(routeData.value, match.route.page) : null,
            }}
          />
        </PageTransition>
      </Suspense>
    </ErrorBoundary>
  );
}
