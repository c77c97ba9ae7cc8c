/**
 * The browser icons and the fallback social picture of the demo site: an SVG
 * favicon of the house (its arched door under the rose window), a 180 px PNG touch icon rasterised
 * from it by sharp, and a 1200×630 share picture. Written to DATA_DIR/media/site/ under names that
 * carry their content hash, as /media/ is served as immutable; the design settings point at them.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DesignSettings } from '../../common/api/types';
import { colors } from '../../common/theme';
import { PALETTES, renderArtwork } from './artwork';

/** Apple's touch-icon size; browsers scale it for every other slot. */
const TOUCH_ICON_PX = 180;
/** Open Graph's recommended share size. */
const SOCIAL = { width: 1200, height: 630 } as const;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="${colors.primary}"/>
<path d="M12 54V30L32 12l20 18v24z" fill="${colors.onPrimary}"/>
<circle cx="32" cy="30" r="7" fill="${colors.primary}"/>
<circle cx="32" cy="30" r="2.5" fill="${colors.onPrimary}"/>
<path d="M25 54V45a7 7 0 0 1 14 0v9z" fill="${colors.primaryDark}"/>
</svg>`;

async function store(dataDir: string, name: string, ext: string, bytes: Buffer): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const file = `${name}-${hash}.${ext}`;
  const dir = path.join(dataDir, 'media', 'site');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, file), bytes);
  return `/media/site/${file}`;
}

export type SiteIcons = Pick<DesignSettings, 'icons' | 'socialImage'>;

export async function writeSiteIcons(dataDir: string): Promise<SiteIcons> {
  const svg = Buffer.from(FAVICON_SVG);
  const touch = await sharp(svg, { density: 300 }).resize(TOUCH_ICON_PX, TOUCH_ICON_PX).png().toBuffer();
  const social = await renderArtwork({ ...SOCIAL, motif: 'facade', palette: PALETTES.dusk, ink: colors.onPrimary, title: 'Alte Synagoge', subtitle: 'Kulturzentrum' });
  const [favicon, touchIcon, socialImage] = await Promise.all([store(dataDir, 'favicon', 'svg', svg), store(dataDir, 'touch-icon', 'png', touch), store(dataDir, 'social', 'png', social)]);
  return { icons: { favicon, touchIcon }, socialImage };
}
