/**
 * The image and file kinds: drop a file or pick one (upload with a progress
 * bar), or choose from the media library; for images the alt text per language (required), the
 * credit and the focal point the renditions crop around. The field stores `{"$media": id}`; the
 * media's own texts are saved on the media item just before the module (beforeSave).
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { MediaItem, UpdateMediaRequest } from '../../../common/api/editor';
import * as api from '../../../common/api/endpoints/media';
import { editorCall } from '../../api/request';
import { MediaPicker } from '../../media/media-picker';
import { UploadZone } from '../../media/upload-zone';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { FocalPoint } from './focal-point';
import { MediaTextFields, type MediaMeta } from './media-text-fields';

export function mediaIdOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { $media?: unknown; id?: unknown };
  const id = v.$media ?? v.id;
  return typeof id === 'number' ? id : null;
}

export function MediaWidget(p: WidgetProps) {
  const s = tEditor(p.lang);
  const kind = p.field.kind === 'file' ? 'file' : 'image';
  const mediaId = mediaIdOf(p.value);
  const [item, setItem] = useState<MediaItem | null>(null);
  const [meta, setMeta] = useState<MediaMeta | null>(null);
  const dirty = useRef(false);
  const [picking, setPicking] = useState(false);

  // The item behind a stored reference, for its texts and focal point.
  useEffect(() => {
    if (mediaId === null || item?.id === mediaId) return;
    editorCall(api.mediaItem, { lang: p.lang, params: { id: mediaId } })
      .then((found) => choose(found, false))
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mediaId]);

  const choose = (chosen: MediaItem, emit = true) => {
    setItem(chosen);
    setMeta({ alt: { ...chosen.alt }, credit: chosen.credit, focal: chosen.focal });
    dirty.current = false;
    if (emit) p.onChange({ $media: chosen.id });
  };

  useEffect(() => {
    p.beforeSave(async () => {
      if (!item || !meta || !dirty.current) return;
      const patch: UpdateMediaRequest = { alt: meta.alt, credit: meta.credit, focal: meta.focal };
      const saved = await editorCall(api.patchMedia, { lang: p.lang, params: { id: item.id }, body: patch });
      dirty.current = false;
      setItem(saved);
    });
  });

  const edit = (patch: Partial<MediaMeta>) => {
    dirty.current = true;
    setMeta((m) => (m ? { ...m, ...patch } : m));
  };

  const preview = item?.thumbnail ?? item?.url ?? (mediaId !== null ? p.refs[`media:${mediaId}`]?.thumbnail : null) ?? null;
  return (
    <div className={box} data-invalid={p.invalid ? 'true' : undefined}>
      {mediaId !== null && (
        <div className={chosen}>
          {kind === 'image' && preview && meta ? (
            <FocalPoint src={preview} width={item?.width ?? null} height={item?.height ?? null} focal={meta.focal} label={s.focalPoint()} hint={s.focalHint()} onChange={(focal) => edit({ focal })} />
          ) : (
            <span>{item?.name ?? p.refs[`media:${mediaId}`]?.label ?? `#${mediaId}`}</span>
          )}
          <button type="button" className={button} onClick={() => (setItem(null), setMeta(null), p.onChange(null))}>
            {s.remove()}
          </button>
        </div>
      )}
      <UploadZone lang={p.lang} kind={kind} describedBy={p.describedBy} onUploaded={(uploaded) => choose(uploaded)}>
        <button id={p.id} type="button" className={button} aria-invalid={(p.invalid && mediaId === null) || undefined} aria-describedby={p.describedBy} onClick={() => setPicking(true)}>
          {s.chooseMedia()}
        </button>
      </UploadZone>
      {/* Last, so the form's message about a missing alt text stands right below the alt fields. */}
      {kind === 'image' && item && meta && (
        <MediaTextFields lang={p.lang} meta={meta} invalid={p.invalid} describedBy={p.describedBy} onEdit={edit} />
      )}
      {picking && (
        <MediaPicker
          lang={p.lang}
          kind={kind}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            choose(picked);
          }}
        />
      )}
    </div>
  );
}

const box = css`
  display: grid;
  gap: 0.5rem;
`;
const chosen = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-start;
`;
