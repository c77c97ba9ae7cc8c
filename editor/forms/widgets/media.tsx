/**
 * The image and file kinds (issue #10 point 7): drop a file or pick one (upload with a progress
 * bar), or choose from the media library; for images the alt text per language (required), the
 * credit and the focal point the renditions crop around. The field stores `{"$media": id}`; the
 * media's own texts are saved on the media item just before the module (beforeSave).
 */
import { css } from 'goober';
import { useState } from 'react';
import { MediaPicker } from '../../media/media-picker';
import { UploadZone } from '../../media/upload-zone';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { FocalPoint } from './focal-point';
import { MediaTexts } from './media-texts';
import { mediaIdOf, useMediaItem } from './use-media-item';

export function MediaWidget(p: WidgetProps) {
  const s = tEditor(p.lang);
  const kind = p.field.kind === 'file' ? 'file' : 'image';
  const mediaId = mediaIdOf(p.value);
  const { item, meta, choose, edit, clear } = useMediaItem(p, mediaId);
  const [picking, setPicking] = useState(false);

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
          <button type="button" className={button} onClick={clear}>
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
      {kind === 'image' && item && meta && <MediaTexts p={p} meta={meta} edit={edit} />}
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
