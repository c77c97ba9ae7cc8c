/** Who takes part, with their role ("persons with roles"), for event and production pages. */
import { asc, eq } from 'drizzle-orm';
import type { PersonRole } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { eventPersons, persons, productionPersons } from '../../db/schema';
import { entityUrl } from './links';
import { mediaSlot } from './media-slot';

/** Persons of one event or production in the editors' order; images are media slots still. */
export async function personRoles(db: Db, owner: { event: number } | { production: number }, lang: Lang): Promise<PersonRole[]> {
  const link = 'event' in owner ? eventPersons : productionPersons;
  const where = 'event' in owner ? eq(eventPersons.eventId, owner.event) : eq(productionPersons.productionId, owner.production);
  const rows = await db
    .select({ id: persons.id, name: persons.name, slug: persons.slug, imageId: persons.imageId, isEnsemble: persons.isEnsemble, role: link.role })
    .from(link)
    .innerJoin(persons, eq(persons.id, link.personId))
    .where(where)
    .orderBy(asc(link.position), asc(link.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: pickText(r.role, lang),
    image: mediaSlot(r.imageId),
    url: r.isEnsemble ? entityUrl('ensemble-person', lang, r.id, r.slug) : null,
  }));
}

