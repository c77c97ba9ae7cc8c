/** What every programme detail page puts into the head: its own title, text, image and addresses. */
import type { ImageObj } from '../../../common/api/media';
import type { LangUrls } from '../../../common/api/types';
import type { Section } from '../../../common/api/types';
import { loadSectionBySlug } from '../../features/pages/section-service';
import type { HeadInfo } from '../head';
import { plainText, shareImage } from '../json-ld/text';
import type { RouteLoaderContext } from './types';

export interface DetailHeadInput {
  title: string;
  /** Rich text or plain text; the first that is not empty becomes the description. */
  texts: string[];
  image: ImageObj | null;
  url: string;
  urls: LangUrls;
}

/**
 * Open Graph and canonical of a detail page: the entity's own address (a wrong slug in the visited
 * address still names the right page), and the other language's page from the entity's `urls`.
 */
export function detailHead({ title, texts, image, url, urls }: DetailHeadInput): Partial<HeadInfo> {
  const description = plainText(texts.find((text) => plainText(text)) ?? '');
  return {
    title,
    ...(description ? { description } : {}),
    image: shareImage(image),
    canonical: url,
    alternates: { ...urls },
    ogType: 'website',
  };
}

/** The id of a detail route; null for anything but digits, which the shell answers with 404. */
export function idParam(ctx: RouteLoaderContext): number | null {
  const raw = ctx.params.id ?? '';
  return /^[0-9]{1,9}$/.test(raw) ? Number(raw) : null;
}

export { NOT_FOUND } from './types';

/** The entity's description modules (SPEC §7 container call); none when no container exists yet. Shared per content version. */
export const loadContainer = (ctx: RouteLoaderContext, slug: string): Promise<Section | null> =>
  ctx.shared(`section:${ctx.lang}:${slug}`, () => loadSectionBySlug(ctx.db, slug, ctx.lang, ctx.user));
