/**
 * Responses are built with media references where images go, then resolved in one query by
 * server/features/media/image-obj.ts `resolveMedia`, whatever the number of images in the response.
 */
import type { ImageObj } from '../../../common/api/media';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { resolveMedia, type MediaRef } from '../media/image-obj';

/** Stands where an ImageObj will be until `withImages` swaps it (typed as what it becomes). */
export const mediaSlot = (id: number | null | undefined): ImageObj | null => (id ? ({ $media: id } satisfies MediaRef as unknown as ImageObj) : null);

export const mediaSlots = (ids: readonly number[]): ImageObj[] => ids.map((id) => mediaSlot(id)).filter((image) => image !== null);

export const withImages = <T>(db: Db, value: T, lang: Lang): Promise<T> => resolveMedia(db, value, lang);
