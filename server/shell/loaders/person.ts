/** A member of the ensemble: the person inline, and their Open Graph. */
import { loadPersonDetail } from '../../features/programme/person-service';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam } from './detail-head';

export const personLoader: RouteLoader<'person'> = async (ctx) => {
  const id = idParam(ctx);
  const person = id === null ? null : await loadPersonDetail(ctx.db, id, ctx.lang);
  if (!person) return NOT_FOUND;
  const { name, role, bio, image, url, urls } = person;
  return { data: person, head: detailHead({ title: name, texts: [bio, role], image, url, urls }) };
};
