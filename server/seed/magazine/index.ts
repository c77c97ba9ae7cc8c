/**
 * Demo magazine: 5 categories, 15 tags, 25 bilingual articles (24 online, one
 * expired) with generated pictures, related to the seeded programme; on request N extra articles for
 * the search benchmark. Runs after the programme seed, on the same transaction.
 */
import { asc, gte } from 'drizzle-orm';
import { l, type Localized } from '../../../common/i18n/localized';
import { colors, colourThemes } from '../../../common/theme';
import type { Db } from '../../db/client';
import {
  articleCategories, articleCategoryLinks, articleEvents, articleProductions, articleTagLinks, articleTags, articles, events, productions,
  type StoredArticleModule,
} from '../../db/schema';
import { storeImage } from '../../media/store-image';
import { PALETTES, renderArtwork, type Artwork } from '../artwork';
import { ARTICLES, type MagazinePicture, type SeedArticle } from './articles';
import { CATEGORIES, TAGS } from './taxonomy';

export interface MagazineSeedOptions {
  /** DATA_DIR: the magazine's pictures go to DATA_DIR/media. */
  dataDir: string;
  now: Date;
  /** Further generated articles (two search documents each) for the search benchmark. */
  extraArticles?: number;
}

const DAY_MS = 24 * 3600 * 1000;
const CARD = { width: 960, height: 640 } as const;
const CREDIT = 'Grafik: Kulturzentrum Alte Synagoge';

const PICTURES = {
  portrait: { art: { ...CARD, motif: 'lights', palette: PALETTES.dusk, ink: colors.onPrimary, title: 'Im Gespräch' }, alt: l('Lichterbögen als Sinnbild eines Gesprächs', 'Arcs of light standing for a conversation') },
  building: { art: { ...CARD, motif: 'rose-window', palette: PALETTES.cream, ink: colors.primary, title: 'Das Haus' }, alt: l('Das Rosettenfenster der Alten Synagoge', 'The rose window of the Old Synagogue') },
  stage: { art: { ...CARD, motif: 'arches', palette: PALETTES.red, ink: colourThemes.cc01.background, title: 'Bühne' }, alt: l('Bühnenbögen im Scheinwerferlicht', 'Stage arches in the spotlight') },
  exhibition: { art: { ...CARD, motif: 'facade', palette: PALETTES.blue, ink: colourThemes.cc03.background, title: 'Ausstellung' }, alt: l('Die Fassade des Hauses als Zeichnung', 'A drawing of the house’s front') },
  archive: { art: { ...CARD, motif: 'pages', palette: PALETTES.green, ink: colourThemes.cc02.background, title: 'Archiv' }, alt: l('Aufgeschlagene Seiten aus dem Archiv', 'Open pages from the archive') },
} satisfies Record<MagazinePicture, { art: Artwork; alt: Localized }>;

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

function body(article: Pick<SeedArticle, 'paragraphs' | 'quote'>): StoredArticleModule[] {
  const text = (content: Localized): StoredArticleModule => ({ type: 'text', fields: { anchor: '', decrease_distance: false }, i18n: { de: { content: content.de }, en: { content: content.en ?? content.de } } });
  const [first, ...rest] = article.paragraphs;
  const modules = [text(first!)];
  if (article.quote) {
    const { content, author } = article.quote;
    modules.push({ type: 'quote', fields: {}, i18n: { de: { content: content.de, author: author.de }, en: { content: content.en ?? content.de, author: author.en ?? author.de } } });
  }
  if (rest.length) modules.push(text(l(rest.map((p) => p.de).join(''), rest.map((p) => p.en ?? p.de).join(''))));
  return modules;
}

export async function seedMagazine(db: Db, { dataDir, now, extraArticles = 0 }: MagazineSeedOptions): Promise<void> {
  const pictures = {} as Record<MagazinePicture, number>;
  for (const [key, picture] of Object.entries(PICTURES) as [MagazinePicture, (typeof PICTURES)[MagazinePicture]][]) {
    pictures[key] = await storeImage(db, dataDir, { buffer: await renderArtwork(picture.art), filename: `magazin-${key}.png`, alt: picture.alt, credit: CREDIT });
  }
  const categoryIds = ids(await db.insert(articleCategories).values(CATEGORIES.map((c, position) => ({ ...c, position }))).returning({ id: articleCategories.id }));
  const tagIds = ids(await db.insert(articleTags).values(TAGS.map((t, position) => ({ ...t, position }))).returning({ id: articleTags.id }));

  const articleIds = ids(
    await db
      .insert(articles)
      .values(
        ARTICLES.map((a) => ({
          slug: a.slug,
          title: a.title,
          lead: a.lead,
          body: body(a),
          imageId: pictures[a.picture],
          author: a.author,
          publishedAt: new Date(now.getTime() - a.daysAgo * DAY_MS),
          onlineTo: a.expired ? new Date(now.getTime() - DAY_MS) : null,
        })),
      )
      .returning({ id: articles.id }),
  );
  await db.insert(articleCategoryLinks).values(ARTICLES.flatMap((a, i) => a.categories.map((c) => ({ articleId: articleIds[i]!, categoryId: categoryIds[c]! }))));
  await db.insert(articleTagLinks).values(ARTICLES.flatMap((a, i) => a.tags.map((t) => ({ articleId: articleIds[i]!, tagId: tagIds[t]! }))));

  // Every other article points to an upcoming event, every third to a production of the programme.
  const upcoming = ids(await db.select({ id: events.id }).from(events).where(gte(events.startsAt, now)).orderBy(asc(events.startsAt)).limit(ARTICLES.length));
  const productionIds = ids(await db.select({ id: productions.id }).from(productions).orderBy(asc(productions.id)));
  const eventLinks = articleIds.flatMap((articleId, i) => (i % 2 === 0 && upcoming[i] ? [{ articleId, eventId: upcoming[i]! }] : []));
  const productionLinks = articleIds.flatMap((articleId, i) => (i % 3 === 0 && productionIds.length ? [{ articleId, productionId: productionIds[i % productionIds.length]! }] : []));
  if (eventLinks.length) await db.insert(articleEvents).values(eventLinks);
  if (productionLinks.length) await db.insert(articleProductions).values(productionLinks);

  if (extraArticles > 0) await insertExtraArticles(db, extraArticles, now, pictures.archive);
}

/** Insert batches small enough for one statement's parameters. */
const BATCH = 250;

/** Generated articles for the search benchmark: varied words, so a query matches a realistic share. */
async function insertExtraArticles(db: Db, count: number, now: Date, imageId: number): Promise<void> {
  const source = ARTICLES.filter((a) => !a.expired);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const n = start + k;
      const base = source[n % source.length]!;
      const other = source[(n * 7 + 3) % source.length]!;
      return {
        slug: l(`${base.slug.de}-${n}`, `${base.slug.en}-${n}`),
        title: l(`${other.title.de.split(':')[0]} – Folge ${n}`, `${(other.title.en ?? other.title.de).split(':')[0]} – part ${n}`),
        lead: base.lead,
        body: body({ paragraphs: [...other.paragraphs, ...base.paragraphs] }),
        imageId,
        author: base.author,
        publishedAt: new Date(now.getTime() - (n % 900) * DAY_MS),
      };
    });
    await db.insert(articles).values(rows);
  }
}
