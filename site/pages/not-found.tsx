/** /de/404 and /en/404: the 404 error page as a route of its own (SPEC §2). */
import { ERROR_MESSAGES } from '../../common/api/error-messages';
import { ErrorPage } from '../error/error-page';
import { commonData } from '../stores/site-data';
import { routeTitle } from '../../common/document-title';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function NotFound({ lang, path }: PageProps<'not-found'>) {
  useDocumentTitle(path, routeTitle('not-found', lang));
  return <ErrorPage error={{ statusCode: 404, message: ERROR_MESSAGES.pageNotFound }} lang={lang} settings={commonData.value?.settings} />;
}
