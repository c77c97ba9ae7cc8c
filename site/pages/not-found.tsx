/** /de/404 and /en/404: the 404 error page as a route of its own (SPEC §2). */
import { ERROR_MESSAGES } from '../../common/api/errors';
import { ErrorPage } from '../error/error-page';
import { commonData } from '../stores/site-data';
import type { PageProps } from './page-props';

export default function NotFound({ lang }: PageProps<'not-found'>) {
  return <ErrorPage error={{ statusCode: 404, message: ERROR_MESSAGES.pageNotFound }} lang={lang} settings={commonData.value?.settings} />;
}
