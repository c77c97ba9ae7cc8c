/** The ensemble list below its CMS page, inline so it paints without an API call. */
import type { PersonListItem } from '../../../common/api/programme';
import { listEnsemble } from '../../features/programme/person-service';
import type { RouteLoader } from './types';

export const ensembleLoader: RouteLoader<'ensemble'> = async ({ db, lang }) => {
  const data: PersonListItem[] = await listEnsemble(db, lang, null);
  return { data };
};
