/**
 * Demo content for a fresh database: realistic bilingual venue content.
 * `seed` runs on the first start with an empty database and from `npm run seed`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writeTicketshopCatalog } from '../features/ticketshop/catalog-export';
import { demoPages } from './content';
import type { MediaRef } from './content/types';
import { insertSeedImages, renderSeedImages, type SeedImageKey } from './images';
import { insertPages } from './insert-pages';
import { formUrls } from '../features/forms/links';
import { seedForms } from './forms';
import { ACCESSIBILITY_FEEDBACK_FORM, CONTACT_FORM, RESIDENCY_FORM, SEED_FORMS, type SeedForm } from './forms/catalogue';
import { seedAccessibility } from './accessibility';
import { seedMagazine } from './magazine';
import { seedProgramme } from './programme';
import { writeSeedLogo } from './logo';
import { seedSite } from './site';
import { writeSiteIcons } from './site-icons';
import { rowsOf } from '../db/rows';

export interface SeedOptions {
  /** DATA_DIR: generated images go to DATA_DIR/media. */
  dataDir: string;
  /** "Today" for dated content (programme, opening-hours exception); defaults to now. */
  now?: Date;
  /** The demo editor's password (initial-password.ts); the seed makes no other account. */
  editorPassword: string;
}

/** A seeded form's address in both languages. */
/** True once the database holds any page: the start script seeds only an empty database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from pages) as seeded`);
  const rows = rowsOf<{ seeded: boolean }>(result);
  return Boolean(rows[0]?.seeded);
}

export class AlreadySeededError extends Error {
  constructor() {
    super('The database already holds content: seeding again would duplicate it (use `npm run seed -- --force` to start over).');
  }
}

/**
 * Fills an empty database. Pictures are rendered to disk first (slow, and files are not
 * transactional); every row then goes in within one transaction, so a failure leaves no half-seeded
 * database behind. Refuses a database that already holds pages.
 */
/** Returns whether the demo editor account was created (false when a `--force` reseed kept it). */
export async function seed(db: Db, { dataDir, now = new Date(), editorPassword }: SeedOptions): Promise<{ editorCreated: boolean }> {
  if (await isSeeded(db)) throw new AlreadySeededError();
  const [rendered, icons, logo] = await Promise.all([renderSeedImages(dataDir), writeSiteIcons(dataDir), writeSeedLogo(dataDir)]);
  let editorCreated = false;
  await db.transaction(async (tx) => {
    const media = await insertSeedImages(tx, rendered);
    const img = (key: SeedImageKey): MediaRef => ({ $media: media[key] });
    // Forms first: the contact and ensemble pages and the accessibility statement link to them by id.
    const formIds = await seedForms(tx, { now });
    const linkTo = (form: SeedForm) => formUrls(formIds[SEED_FORMS.indexOf(form)]!, form.slug);
    const forms = { contact: linkTo(CONTACT_FORM), residency: linkTo(RESIDENCY_FORM) };
    const pageIds = await insertPages(tx, demoPages({ img, now, forms, contactFormId: formIds[SEED_FORMS.indexOf(CONTACT_FORM)]!, feedbackForm: linkTo(ACCESSIBILITY_FEEDBACK_FORM) }), media);
    editorCreated = await seedSite(tx, pageIds, now, icons, logo, editorPassword);
    // Programme (events, productions, ensemble, teasers; server/seed/programme): on `tx`, so
    // programme and pages land together.
    await seedProgramme(tx, { dataDir, now });
    await seedMagazine(tx, { dataDir, now });
    await seedAccessibility(tx, now);
  });
  // The simulator sells what the site shows (catalog-export.ts): a fresh seed refreshes its catalogue.
  await writeTicketshopCatalog(db, dataDir);
  return { editorCreated };
}
