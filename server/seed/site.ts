/**
 * Site-wide demo rows: settings (id 1), navigation, weekly opening hours with two exceptions, a
 * breaking-news alert, redirects and the demo editor (SPEC §3).
 */
import type { DesignSettings } from '../../common/api/types';
import { berlinWallClock } from '../../common/format/berlin';
import { l, type Localized } from '../../common/i18n/localized';
import type { Db } from '../db/client';
import { breakingNews, navItems, openingHours, openingHoursExceptions, redirects, siteSettings, users, type NavMenu } from '../db/schema';
import { hashPassword } from '../features/auth/password';
import { linkTo, PAGE_PATHS, type PageKey } from './content/paths';
import { VENUE } from './content/venue';
import type { SiteIcons } from './site-icons';

/**
 * The seeded account: role editor, never admin. Its password is INITIAL_PASSWORD or
 * generated at the first start (initial-password.ts); `password` reads INITIAL_PASSWORD, which tests and
 * CI set (test/register.mjs, scripts/test.mjs, .ci/run), so test code signs in with it.
 */
export const DEMO_EDITOR = {
  email: 'editor@example.org',
  username: 'redaktion',
  firstName: 'Lea',
  lastName: 'Hoffmann',
  get password(): string {
    return process.env.INITIAL_PASSWORD ?? '';
  },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §3 "Design settings": detail sections in the order the event and production pages show them. */
const DESIGN: Omit<DesignSettings, keyof SiteIcons> = {
  cookies: { tag_manager_id: null },
  header: { logo: '', logoLink: '/', basketLink: '/webshop/cart', webshopLink: '/webshop', menuStyle: 'style1' },
  errors: { pages: {}, notFoundPage: null },
  stickyOverlayButton: true,
  eventListStyle: 'style1',
  quickBuyActive: true,
  detailSectionOrder: ['OpeningHours', 'Description', 'ImageSlider', 'Programs', 'Video', 'Contributors', 'Events', 'Blog', 'Promoter'],
  anchorListOffset: 600,
  currency: '€',
  loginUrl: '/accounts/login/',
};

async function insertSettings(db: Db, icons: SiteIcons, logo: string): Promise<void> {
  const social = `<ul class="social-links"><li><a href="https://www.instagram.com/altesynagogelindenberg" rel="noopener" target="_blank">Instagram</a></li><li><a href="https://www.facebook.com/altesynagogelindenberg" rel="noopener" target="_blank">Facebook</a></li><li><a href="https://www.youtube.com/@altesynagogelindenberg" rel="noopener" target="_blank">YouTube</a></li></ul>`;
  await db.insert(siteSettings).values({
    id: 1,
    isSiteOnline: true,
    isShopOnline: true,
    htmlHeader: l(
      `<p>Kasse: <a href="${VENUE.phoneHref}">${VENUE.phone}</a></p>`,
      `<p>Box office: <a href="${VENUE.phoneHref}">${VENUE.phoneIntl}</a></p>`,
    ),
    htmlFooterTop: l(
      `<h2>${VENUE.name.de}</h2><p>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}</p><p>Dienstag bis Sonntag 10–18 Uhr<br>Donnerstag zusätzlich 19–22 Uhr<br>Montag geschlossen</p><p><a href="${VENUE.phoneHref}">${VENUE.phone}</a> · <a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
      `<h2>${VENUE.name.en}</h2><p>${VENUE.street}<br>${VENUE.postcode} ${VENUE.city}, Germany</p><p>Tuesday to Sunday 10 am–6 pm<br>Thursdays also 7–10 pm<br>Closed on Mondays</p><p><a href="${VENUE.phoneHref}">${VENUE.phoneIntl}</a> · <a href="mailto:${VENUE.email}">${VENUE.email}</a></p>`,
    ),
    htmlFooterBottom: l(`<p>Folgen Sie uns</p>${social}<p>Eine Einrichtung der Stadt Lindenberg in Partnerschaft mit der Jüdischen Gemeinde Lindenberg.</p>`, `<p>Follow us</p>${social}<p>An institution of the City of Lindenberg in partnership with the Jewish Community of Lindenberg.</p>`),
    htmlFooterLogos: null,
    design: { ...DESIGN, ...icons, header: { ...DESIGN.header, logo } },
  });
}

type NavSeed = { page: PageKey; label?: Localized; children?: NavSeed[] } | { url: Localized; label: Localized };

const NAVIGATION: Record<NavMenu, NavSeed[]> = {
  main: [
    { page: 'events', label: l('Programm', 'Programme') },
    { page: 'productions' },
    { page: 'ensemble' },
    { page: 'house', children: [{ page: 'history' }, { page: 'architecture' }] },
    { page: 'visit', children: [{ page: 'gettingHere' }, { page: 'accessibility' }] },
    { page: 'magazine' },
  ],
  // Service pages: in the top bar on a wide screen, in the burger menu on a phone (never twice).
  top: [
    { page: 'press' },
    { page: 'venueHire' },
    { url: l('https://newsletter.example.org/alte-synagoge', 'https://newsletter.example.org/alte-synagoge?lang=en'), label: l('Newsletter', 'Newsletter') },
  ],
  footer: [
    { page: 'press' },
    { page: 'contact' },
    { url: l('https://karriere.example.org/stadt-lindenberg/kultur', 'https://karriere.example.org/stadt-lindenberg/kultur'), label: l('Jobs', 'Jobs') },
  ],
};

async function insertNav(db: Db, pageIds: Record<PageKey, number>, menu: NavMenu, list: NavSeed[], parentId: number | null): Promise<void> {
  for (const [position, item] of list.entries()) {
    const values =
      'page' in item
        ? { menu, parentId, position, pageId: pageIds[item.page], label: item.label ?? l<string>('') }
        : { menu, parentId, position, url: item.url, label: item.label };
    const [row] = await db.insert(navItems).values(values).returning({ id: navItems.id });
    if ('page' in item && item.children) await insertNav(db, pageIds, menu, item.children, row!.id);
  }
}

/** "YYYY-MM-DD" of the Berlin calendar day `days` after the one `now` falls on. */
function berlinDay(now: Date, days: number): string {
  const w = berlinWallClock(now);
  return new Date(Date.UTC(w.year, w.month - 1, w.day + days)).toISOString().slice(0, 10);
}

async function insertOpeningHours(db: Db, now: Date): Promise<void> {
  const regular = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, timeFrom: '10:00', timeTo: '18:00' }));
  await db.insert(openingHours).values([
    { weekday: 1, closed: true, alternativeText: l('Montags geschlossen', 'Closed on Mondays') },
    ...regular,
    // Thursday's evening opening: a second range the API merges with the day's first (SPEC §4).
    { weekday: 4, timeFrom: '19:00', timeTo: '22:00' },
  ]);
  await db.insert(openingHoursExceptions).values([
    {
      day: berlinDay(now, 1),
      timeFrom: '10:00',
      timeTo: '14:00',
      alternativeText: l('Wegen einer geschlossenen Veranstaltung nur bis 14 Uhr geöffnet', 'Open until 2 pm only because of a private event'),
      alternativeLinkUrl: PAGE_PATHS.visit.de,
    },
    { day: berlinDay(now, 4), closed: true, alternativeText: l('Heute feiertags geschlossen', 'Closed today for the holiday') },
  ]);
}

async function insertAlertAndRedirects(db: Db, now: Date): Promise<void> {
  await db.insert(breakingNews).values({
    title: l('Geänderte Öffnungszeiten während der Jüdischen Kulturwochen', 'Changed opening hours during the Jewish Culture Weeks'),
    text: l(
      'Während des Festivals öffnet das Haus auch montags, die Ausstellung schließt an Konzertabenden bereits um 17 Uhr.',
      'During the festival the house also opens on Mondays; on concert evenings the exhibition closes at 5 pm.',
    ),
    linkUrl: linkTo('visit'),
    linkTitle: l('Alle Öffnungszeiten', 'All opening hours'),
    isActive: true,
    onlineFrom: new Date(now.getTime() - DAY_MS),
    onlineTo: null,
  });
  await db.insert(redirects).values([
    { oldPath: '/de/besucher-info', newPath: PAGE_PATHS.visit.de },
    { oldPath: '/de/tickets-alt', newPath: 'https://tickets.example.org/' },
  ]);
}

/** True when the account is new; a `--force` reseed keeps an existing one as it is (wipe.ts leaves accounts alone). */
async function insertEditor(db: Db, password: string): Promise<boolean> {
  const { email, username, firstName, lastName } = DEMO_EDITOR;
  const inserted = await db
    .insert(users)
    .values({ email, username, firstName, lastName, passwordHash: await hashPassword(password), role: 'editor', hasDashboardOnlineAccess: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** `icons` and `logo`: the site icons and the house's logo (server/seed/site-icons.ts, logo.ts), written before the transaction. */
/** Returns whether the demo editor was created (with `editorPassword`). */
export async function seedSite(db: Db, pageIds: Record<PageKey, number>, now: Date, icons: SiteIcons, logo: string, editorPassword: string): Promise<boolean> {
  await insertSettings(db, icons, logo);
  for (const [menu, list] of Object.entries(NAVIGATION) as [NavMenu, NavSeed[]][]) await insertNav(db, pageIds, menu, list, null);
  await insertOpeningHours(db, now);
  await insertAlertAndRedirects(db, now);
  return insertEditor(db, editorPassword);
}
