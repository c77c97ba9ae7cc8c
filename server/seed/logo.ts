/**
 * The house's logo: the synagogue's west front — dome, Star of David, rose window,
 * arched door — beside the word mark, as one SVG written to DATA_DIR/media like every other medium.
 * Its file name carries its content hash, so the media route's year-long cache cannot serve an old one.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { colors, fonts } from '../../common/theme';
import { MEDIA_URL_PREFIX } from '../media/renditions';

const INK = colors.primary;

export const HOUSE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="Alte Synagoge Lindenberg">
<g fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round">
<path d="M6 60V30h44v30"/>
<path d="M10 30c0-12 8-20 18-20s18 8 18 20"/>
<circle cx="28" cy="38" r="7"/>
<path d="M22 60V51a6 6 0 0 1 12 0v9"/>
<path d="M2 60h52"/>
</g>
<path fill="${INK}" d="M28 1.5l3 5.2h-6zM28 9.5l-3-5.2h6z"/>
<text x="62" y="30" fill="${INK}" font-family='${fonts.heading}' font-size="22" font-weight="700">Alte Synagoge</text>
<text x="62" y="52" fill="${colors.text}" font-family='${fonts.body}' font-size="14" letter-spacing="2">LINDENBERG</text>
</svg>
`;

/** Writes the logo below DATA_DIR/media and returns the address the design setting stores. */
export async function writeSeedLogo(dataDir: string): Promise<string> {
  const hash = createHash('sha256').update(HOUSE_LOGO_SVG).digest('hex').slice(0, 12);
  const file = `logo/house-${hash}.svg`;
  await mkdir(path.join(dataDir, 'media', 'logo'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', file), HOUSE_LOGO_SVG);
  return `${MEDIA_URL_PREFIX}${file}`;
}
