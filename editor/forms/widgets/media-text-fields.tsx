/** An image's credit and its alt text per language, which the media field (media.tsx) saves on the media item. */
import { css } from 'goober';
import type { MediaItem } from '../../../common/api/editor';
import { LANGS, type Lang } from '../../../common/routes';
import { tEditor } from '../../state/content';
import { control } from './styles';

/** What the media field edits on the item itself. */
export type MediaMeta = Pick<MediaItem, 'alt' | 'credit' | 'focal'>;

interface MediaTextFieldsProps {
  lang: Lang;
  meta: MediaMeta;
  /** The field has an error: an empty alt text is marked and points at its message. */
  invalid: boolean;
  describedBy?: string;
  onEdit(patch: Partial<MediaMeta>): void;
}

export function MediaTextFields({ lang, meta, invalid, describedBy, onEdit }: MediaTextFieldsProps) {
  const s = tEditor(lang);
  return (
    <div className={fields}>
      <label>
        {s.credit()}
        <input className={control} name="credit" value={meta.credit} onChange={(e) => onEdit({ credit: e.target.value })} />
      </label>
      {LANGS.map((l) => (
        <label key={l}>
          {s.altText({ lang: l.toUpperCase() })}
          <input
            className={control}
            name={`alt_${l}`}
            aria-invalid={(invalid && !(meta.alt[l] ?? '').trim()) || undefined}
            aria-describedby={invalid && !(meta.alt[l] ?? '').trim() ? describedBy : undefined}
            value={meta.alt[l] ?? ''}
            onChange={(e) => onEdit({ alt: { ...meta.alt, [l]: e.target.value } })}
          />
        </label>
      ))}
    </div>
  );
}

const fields = css`
  display: grid;
  gap: 0.4rem;
`;
