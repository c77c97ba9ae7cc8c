/** The ensemble list (SPEC §2 /de/ensemble): the CMS page's sections, then every member. */
import { getEnsemble } from '../../common/api/programme-client';
import { CardsSkeleton } from '../widgets/programme/detail-skeleton';
import { PersonCards } from '../widgets/programme/person-cards';
import { page } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import CmsPage from './cms-page';
import type { PageProps } from './page-props';

export default function EnsemblePage(props: PageProps<'ensemble'>) {
  const persons = useRouteData(props.data, () => getEnsemble(props.lang));
  return (
    <>
      <CmsPage {...props} />
      <section className={page}>{persons ? <PersonCards persons={persons} /> : <CardsSkeleton lang={props.lang} count={8} />}</section>
    </>
  );
}
