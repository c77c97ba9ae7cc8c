import { useEffect, useRef, useState } from 'react';
import { resourceUrl, type MediaItem, type UpdateMediaRequest } from '../../../common/api/editor';
import { editorRequest } from '../../api/request';
import type { WidgetProps } from '../types';

export type MediaMeta = Pick<MediaItem, 'alt' | 'credit' | 'focal'>;

export function mediaIdOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { $media?: unknown; id?: unknown };
  const id = v.$media ?? v.id;
  return typeof id === 'number' ? id : null;
}

/**
 * The media item a field refers to and its texts as edited (editor/forms/widgets/media.tsx): loaded
 * for a stored reference, replaced by a choice, and saved on the item just before the module when
 * they changed (beforeSave).
 */
export function useMediaItem(p: WidgetProps, mediaId: number | null) {
  const [item, setItem] = useState<MediaItem | null>(null);
  const [meta, setMeta] = useState<MediaMeta | null>(null);
  const dirty = useRef(false);

  const choose = (chosen: MediaItem, emit = true) => {
    setItem(chosen);
    setMeta({ alt: { ...chosen.alt }, credit: chosen.credit, focal: chosen.focal });
    dirty.current = false;
    if (emit) p.onChange({ $media: chosen.id });
  };

  // The item behind a stored reference, for its texts and focal point.
  useEffect(() => {
    if (mediaId === null || item?.id === mediaId) return;
    editorRequest<MediaItem>('get', resourceUrl(p.lang, 'media', mediaId))
      .then((found) => choose(found, false))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mediaId]);

  useEffect(() => {
    p.beforeSave(async () => {
      if (!item || !meta || !dirty.current) return;
      const patch: UpdateMediaRequest = { alt: meta.alt, credit: meta.credit, focal: meta.focal };
      const saved = await editorRequest<MediaItem>('patch', resourceUrl(p.lang, 'media', item.id), patch);
      dirty.current = false;
      setItem(saved);
    });
  });

  const edit = (patch: Partial<MediaMeta>) => {
    dirty.current = true;
    setMeta((m) => (m ? { ...m, ...patch } : m));
  };
  const clear = () => (setItem(null), setMeta(null), p.onChange(null));

  return { item, meta, choose, edit, clear };
}
