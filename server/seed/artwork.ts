/**
 * Generated pictures for the demo content: no stock photos exist offline, so each picture is an SVG
 * (gradient, a motif of the building, a title) in the theme's colours, rasterised by sharp. The same
 * spec always gives the same bytes, so renditions are reused on the next run.
 */
import sharp from 'sharp';
import { colors, colourThemes, fonts } from '../../common/theme';

export type Motif = 'facade' | 'rose-window' | 'arches' | 'waves' | 'lights' | 'dome' | 'map' | 'pages' | 'logo';

export interface Artwork {
  width: number;
  height: number;
  motif: Motif;
  /** Gradient from, to. */
  palette: readonly [string, string];
  /** Colour of the motif and the title. */
  ink: string;
  title: string;
  subtitle?: string;
}

/** The palettes the pictures draw from: only the theme's colours (common/theme.ts). */
export const PALETTES = {
  red: [colors.primary, colors.primaryDark],
  dusk: [colors.primaryDark, colourThemes.cc03.text],
  cream: [colourThemes.cc01.background, colors.surface],
  green: [colourThemes.cc02.background, colourThemes.cc02.text],
  blue: [colourThemes.cc03.background, colourThemes.cc03.text],
  orange: [colors.accentOrange, colors.primaryDark],
} as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function archPath(x: number, bottom: number, width: number, height: number): string {
  const r = width / 2;
  return `M${x},${bottom} V${bottom - height + r} A${r},${r} 0 0 1 ${x + width},${bottom - height + r} V${bottom} Z`;
}

function rose(cx: number, cy: number, r: number, ink: string): string {
  const petals = Array.from({ length: 12 }, (_, i) => `<ellipse cx="${cx}" cy="${cy - r * 0.5}" rx="${r * 0.16}" ry="${r * 0.42}" transform="rotate(${i * 30} ${cx} ${cy})"/>`).join('');
  return `<g fill="none" stroke="${ink}" stroke-width="${Math.max(2, r / 40)}" opacity="0.85"><circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.94}"/>${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.18}"/></g>`;
}

function motif(a: Artwork): string {
  const { width: w, height: h, ink } = a;
  switch (a.motif) {
    case 'facade': {
      const arches = Array.from({ length: 5 }, (_, i) => `<path d="${archPath(w * 0.18 + i * w * 0.13, h * 0.92, w * 0.08, h * 0.34)}"/>`).join('');
      return `<g fill="${ink}" opacity="0.18"><path d="${archPath(w * 0.12, h, w * 0.76, h * 0.9)}"/></g><g fill="${ink}" opacity="0.55">${arches}</g>${rose(w * 0.5, h * 0.32, h * 0.16, ink)}`;
    }
    case 'rose-window':
      return `${rose(w * 0.62, h * 0.46, h * 0.36, ink)}${rose(w * 0.62, h * 0.46, h * 0.2, ink)}`;
    case 'arches':
      return `<g fill="${ink}" opacity="0.35">${Array.from({ length: 7 }, (_, i) => `<path d="${archPath(w * 0.06 + i * w * 0.135, h * 0.85, w * 0.1, h * (0.5 + (i % 2) * 0.1))}"/>`).join('')}</g>`;
    case 'waves':
      return `<g fill="none" stroke="${ink}" stroke-width="${h / 160}" opacity="0.6">${Array.from({ length: 9 }, (_, i) => {
        const y = h * 0.2 + i * h * 0.06;
        const amp = h * (0.03 + 0.012 * (i % 4));
        return `<path d="M0,${y} C${w * 0.2},${y - amp} ${w * 0.3},${y + amp} ${w * 0.5},${y} S${w * 0.8},${y - amp} ${w},${y}"/>`;
      }).join('')}</g>`;
    case 'lights':
      return `<g fill="${ink}">${Array.from({ length: 18 }, (_, i) => {
        const x = ((i * 97) % 100) / 100;
        const y = ((i * 61) % 70) / 100;
        return `<circle cx="${w * (0.05 + x * 0.9)}" cy="${h * (0.08 + y)}" r="${h * (0.02 + (i % 5) * 0.012)}" opacity="${0.2 + (i % 4) * 0.15}"/>`;
      }).join('')}</g>`;
    case 'dome':
      return `<g fill="none" stroke="${ink}" stroke-width="${h / 140}" opacity="0.7"><path d="M${w * 0.2},${h * 0.68} A${w * 0.3},${w * 0.3} 0 0 1 ${w * 0.8},${h * 0.68}"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${w * 0.5},${h * 0.68 - w * 0.3} L${w * (0.2 + i * 0.1)},${h * 0.68}"/>`).join('')}<path d="M${w * 0.1},${h * 0.68} H${w * 0.9}"/></g>`;
    case 'map':
      return `<g fill="none" stroke="${ink}" opacity="0.45" stroke-width="${h / 90}"><path d="M0,${h * 0.3} L${w},${h * 0.55}"/><path d="M${w * 0.3},0 L${w * 0.45},${h}"/><path d="M${w * 0.7},0 C${w * 0.6},${h * 0.4} ${w * 0.8},${h * 0.6} ${w * 0.65},${h}"/></g><g fill="${ink}"><circle cx="${w * 0.5}" cy="${h * 0.4}" r="${h * 0.05}"/><path d="M${w * 0.5 - h * 0.05},${h * 0.41} L${w * 0.5},${h * 0.52} L${w * 0.5 + h * 0.05},${h * 0.41} Z"/></g>`;
    case 'pages':
      return `<g fill="${ink}">${Array.from({ length: 4 }, (_, i) => `<rect x="${w * (0.48 + i * 0.06)}" y="${h * (0.14 + i * 0.04)}" width="${w * 0.28}" height="${h * 0.6}" rx="${h * 0.01}" opacity="${0.2 + i * 0.15}"/>`).join('')}</g>`;
    case 'logo':
      return `<g fill="${ink}"><path d="${archPath(h * 0.16, h * 0.82, h * 0.36, h * 0.64)}" opacity="0.9"/></g>`;
  }
}

export function artworkSvg(a: Artwork): string {
  const { width: w, height: h } = a;
  const [from, to] = a.palette;
  const logo = a.motif === 'logo';
  const x = logo ? h * 0.64 : w * 0.06;
  // Serif glyphs average about 0.55 em: shrink long titles so they stay inside the picture.
  const titleSize = Math.min(logo ? h * 0.17 : h * 0.085, (w - x - w * 0.04) / (a.title.length * 0.55));
  const y = logo ? h * 0.52 : h * 0.88;
  const subtitle = a.subtitle
    ? `<text x="${x}" y="${logo ? y + titleSize * 1.2 : y - titleSize * 1.15}" font-family="${escapeXml(fonts.body)}" font-size="${titleSize * 0.45}" letter-spacing="${titleSize * 0.05}" fill="${a.ink}">${escapeXml(a.subtitle.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${motif(a)}${subtitle}
<text x="${x}" y="${y}" font-family="${escapeXml(fonts.heading)}" font-size="${titleSize}" fill="${a.ink}">${escapeXml(a.title)}</text>
</svg>`;
}

/** The picture as PNG (lossless, so the content hash depends on the spec alone). */
export function renderArtwork(a: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(a))).png({ compressionLevel: 6 }).toBuffer();
}
