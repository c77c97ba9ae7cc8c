/**
 * The error page as its own chunk: most visits never need it, and the home route's first load
 * has a 25 KB budget (ARCHITECTURE "Budgets").
 */
import { lazyPart } from '../../common/lazy-part';
import { withReloadGuard } from '../router/chunk-reload';

export const LazyErrorPage = lazyPart(() => withReloadGuard(() => import('./error-page'))().then((m) => m.ErrorPage));
