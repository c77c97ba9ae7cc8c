/**
 * The demo pictures: drawn, rendered and stored before any content row, so pages
 * can point at them as `{"$media": id}`. Files are rendered outside the transaction; rows inside.
 */
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { l, type Localized } from '../../common/i18n/localized';
import { colors, colourThemes } from '../../common/theme';
import { ROOT_DIR } from '../config';
import type { Db } from '../db/client';
import { makeRenditions, type RenderedImage } from '../media/renditions';
import { insertImage } from '../media/store-image';
import { PALETTES, renderArtwork, type Artwork } from './artwork';

interface SeedImage {
  art: Artwork;
  alt: Localized;
  credit: string;
}

const HERO = { width: 1600, height: 900 } as const;
const TEASER = { width: 1200, height: 800 } as const;
/** Logos are shown small: 480 px wide gives two renditions (320 and 480), enough for any logo slot. */
const LOGO = { width: 480, height: 240 } as const;
const CREDIT = 'Grafik: Kulturzentrum Alte Synagoge';

export const SEED_IMAGES = {
  heroHome: {
    art: { ...HERO, motif: 'facade', palette: PALETTES.dusk, ink: colors.onPrimary, title: 'Alte Synagoge', subtitle: 'Kulturzentrum seit 1994' },
    alt: l('Die Westfassade der Alten Synagoge mit Rosettenfenster in der Abenddämmerung', 'The west front of the Old Synagogue with its rose window at dusk'),
    credit: CREDIT,
  },
  heroHistory: {
    art: { ...HERO, motif: 'arches', palette: PALETTES.cream, ink: colors.primaryDark, title: '1904 – 1938 – 1994', subtitle: 'Geschichte des Hauses' },
    alt: l('Die Bogenfenster der Frauenempore, gezeichnet nach einer Aufnahme von 1910', 'The arched windows of the women’s gallery, drawn after a photograph from 1910'),
    credit: CREDIT,
  },
  videoPoster: {
    art: { ...HERO, motif: 'lights', palette: PALETTES.red, ink: colors.onPrimary, title: 'Ein Haus, viele Stimmen', subtitle: 'Film' },
    alt: l('Standbild aus dem Film „Ein Haus, viele Stimmen“', 'Still from the film “One house, many voices”'),
    credit: CREDIT,
  },
  cultureWeeks: {
    art: { ...TEASER, motif: 'lights', palette: PALETTES.green, ink: colourThemes.cc02.background, title: 'Jüdische Kulturwochen', subtitle: 'Herbst' },
    alt: l('Lichterketten im Hof der Alten Synagoge während der Jüdischen Kulturwochen', 'Strings of lights in the courtyard of the Old Synagogue during the Jewish Culture Weeks'),
    credit: CREDIT,
  },
  concert: {
    art: { ...TEASER, motif: 'waves', palette: PALETTES.blue, ink: colourThemes.cc03.background, title: 'Konzerte im Saal', subtitle: 'Klezmer · Kammermusik · Chor' },
    alt: l('Klangwellen über dem Konzertsaal', 'Sound waves above the concert hall'),
    credit: CREDIT,
  },
  tours: {
    art: { ...TEASER, motif: 'arches', palette: PALETTES.orange, ink: colors.onPrimary, title: 'Führungen', subtitle: 'Jeden Sonntag' },
    alt: l('Die Bogenreihe im Erdgeschoss, Startpunkt der Hausführungen', 'The row of arches on the ground floor where guided tours begin'),
    credit: CREDIT,
  },
  hall: {
    art: { ...TEASER, motif: 'rose-window', palette: PALETTES.red, ink: colourThemes.cc01.background, title: 'Der große Saal' },
    alt: l('Das restaurierte Rosettenfenster über dem großen Saal', 'The restored rose window above the main hall'),
    credit: CREDIT,
  },
  dome: {
    art: { ...TEASER, motif: 'dome', palette: PALETTES.cream, ink: colors.primary, title: 'Die Kuppel' },
    alt: l('Die Rippen der wiederaufgebauten Kuppel, von unten gesehen', 'The ribs of the rebuilt dome, seen from below'),
    credit: CREDIT,
  },
  gallery: {
    art: { ...TEASER, motif: 'arches', palette: PALETTES.blue, ink: colourThemes.cc03.text, title: 'Die Empore' },
    alt: l('Die ehemalige Frauenempore, heute Ausstellungsfläche', 'The former women’s gallery, now an exhibition space'),
    credit: CREDIT,
  },
  map: {
    art: { ...TEASER, motif: 'map', palette: PALETTES.cream, ink: colors.primary, title: 'Synagogenplatz 1' },
    alt: l('Lageplan: die Alte Synagoge zwischen Altstadt und Hauptbahnhof', 'Map: the Old Synagogue between the old town and the main station'),
    credit: CREDIT,
  },
  booklet: {
    art: { ...TEASER, motif: 'pages', palette: PALETTES.green, ink: colourThemes.cc02.background, title: 'Programmheft', subtitle: 'Saison 2025/26' },
    alt: l('Titelseite des Programmhefts der Saison', 'Cover of the season’s programme booklet'),
    credit: CREDIT,
  },
  logoCity: {
    art: { ...LOGO, motif: 'logo', palette: [colors.background, colors.background], ink: colors.text, title: 'Stadt Lindenberg', subtitle: 'Kulturamt' },
    alt: l('Logo der Stadt Lindenberg, Kulturamt', 'Logo of the City of Lindenberg, Office for Culture'),
    credit: '',
  },
  logoFoundation: {
    art: { ...LOGO, motif: 'logo', palette: [colors.background, colors.background], ink: colourThemes.cc03.text, title: 'Kulturstiftung', subtitle: 'des Landes' },
    alt: l('Logo der Kulturstiftung des Landes', 'Logo of the State Cultural Foundation'),
    credit: '',
  },
  logoFriends: {
    art: { ...LOGO, motif: 'logo', palette: [colors.background, colors.background], ink: colors.primary, title: 'Freundeskreis', subtitle: 'Alte Synagoge e. V.' },
    alt: l('Logo des Freundeskreises Alte Synagoge e. V.', 'Logo of the Friends of the Old Synagogue association'),
    credit: '',
  },
} satisfies Record<string, SeedImage>;

export type SeedImageKey = keyof typeof SEED_IMAGES;
export type SeedMediaIds = Record<SeedImageKey, number>;

/** Two at a time: one per core, each already running its three encoders in parallel. */
const RENDER_CONCURRENCY = 2;
/**
 * Renditions of the demo pictures are kept here across data directories (the conventional build-cache
 * place), so a fresh test database or `npm run seed --force` into a new DATA_DIR copies files instead of
 * encoding AVIF again. Content-addressed, so a stale entry cannot exist.
 */
export const SEED_MEDIA_CACHE_DIR = path.join(ROOT_DIR, 'node_modules', '.cache', 'venue-seed-media');

let cacheUsable: Promise<boolean> | null = null;

/**
 * makeRenditions for generated seed pictures: rendered once into the cache, then copied to
 * DATA_DIR/media. Falls back to rendering in place where the cache cannot be written.
 */
export async function makeSeedRenditions(buffer: Buffer, filename: string, dataDir: string): Promise<RenderedImage> {
  cacheUsable ??= mkdir(path.join(SEED_MEDIA_CACHE_DIR, 'media'), { recursive: true }).then(
    () => true,
    () => false,
  );
  if (!(await cacheUsable)) return makeRenditions(buffer, filename, dataDir);
  const image = await makeRenditions(buffer, filename, SEED_MEDIA_CACHE_DIR);
  const folder = path.dirname(image.file);
  await cp(path.join(SEED_MEDIA_CACHE_DIR, 'media', folder), path.join(dataDir, 'media', folder), { recursive: true, force: false });
  return image;
}

/** Draws and renders every picture to DATA_DIR/media (or copies it from an earlier run). */
export async function renderSeedImages(dataDir: string): Promise<Record<SeedImageKey, RenderedImage>> {
  const keys = Object.keys(SEED_IMAGES) as SeedImageKey[];
  const rendered = {} as Record<SeedImageKey, RenderedImage>;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const filename = `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.png`;
      rendered[key] = await makeSeedRenditions(await renderArtwork(SEED_IMAGES[key].art), filename, dataDir);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return rendered;
}

/** One media row per picture; returns their ids by key. */
export async function insertSeedImages(db: Db, rendered: Record<SeedImageKey, RenderedImage>): Promise<SeedMediaIds> {
  const ids = {} as SeedMediaIds;
  for (const key of Object.keys(SEED_IMAGES) as SeedImageKey[]) {
    ids[key] = await insertImage(db, rendered[key], SEED_IMAGES[key]);
  }
  return ids;
}
