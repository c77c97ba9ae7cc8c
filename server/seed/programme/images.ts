/** Pictures of the demo programme, drawn like the rest of the seed's artwork (server/seed/artwork.ts). */
import { l, type Localized } from '../../../common/i18n/localized';
import { colors, colourThemes } from '../../../common/theme';
import type { Db } from '../../db/client';
import { storeImage } from '../../media/store-image';
import { PALETTES, renderArtwork, type Artwork } from '../artwork';

/** Cards and detail heads are at most ~960 px wide on the events page: smaller originals keep the seed quick. */
const CARD = { width: 960, height: 640 } as const;
const CREDIT = 'Grafik: Kulturzentrum Alte Synagoge';

const PICTURES = {
  concert: { art: { ...CARD, motif: 'waves', palette: PALETTES.blue, ink: colourThemes.cc03.background, title: 'Musik' }, alt: l('Klangwellen über dem Großen Saal', 'Sound waves above the main hall') },
  theatre: { art: { ...CARD, motif: 'arches', palette: PALETTES.red, ink: colors.onPrimary, title: 'Theater' }, alt: l('Bühnenbögen im warmen Licht', 'Stage arches in warm light') },
  reading: { art: { ...CARD, motif: 'pages', palette: PALETTES.green, ink: colourThemes.cc02.background, title: 'Literatur' }, alt: l('Aufgeschlagene Buchseiten', 'Open book pages') },
  tour: { art: { ...CARD, motif: 'dome', palette: PALETTES.cream, ink: colors.primary, title: 'Führungen' }, alt: l('Die Kuppel der Alten Synagoge von unten', 'The dome of the Old Synagogue seen from below') },
  exhibition: { art: { ...CARD, motif: 'facade', palette: PALETTES.orange, ink: colors.onPrimary, title: 'Ausstellung' }, alt: l('Die Fassade der Alten Synagoge als Zeichnung', 'A drawing of the Old Synagogue’s front') },
} satisfies Record<string, { art: Artwork; alt: Localized }>;

export type ProgrammePicture = keyof typeof PICTURES;
/** Picture per exhibition type index (catalogue.ts EXHIBITION_TYPES). */
export const PICTURE_BY_TYPE: ProgrammePicture[] = ['concert', 'theatre', 'reading', 'tour', 'exhibition', 'reading'];

export async function storeProgrammePictures(db: Db, dataDir: string): Promise<Record<ProgrammePicture, number>> {
  const ids = {} as Record<ProgrammePicture, number>;
  for (const [key, picture] of Object.entries(PICTURES) as [ProgrammePicture, (typeof PICTURES)[ProgrammePicture]][]) {
    ids[key] = await storeImage(db, dataDir, { buffer: await renderArtwork(picture.art), filename: `programm-${key}.png`, alt: picture.alt, credit: CREDIT });
  }
  return ids;
}
