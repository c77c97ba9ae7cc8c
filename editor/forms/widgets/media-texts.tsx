import { css } from 'goober';
import { LANGS } from '../../../common/routes';
import { tEditor } from '../../state/content';
import type { WidgetProps } from '../types';
import { control } from './styles';
import type { MediaMeta } from './use-media-item';

interface MediaTextsProps {
  p: WidgetProps;
  meta: MediaMeta;
  edit(patch: Partial<MediaMeta>): void;
}

/** An image's credit and its alt text per language; an empty alt text is what the form's message is about. */
export function MediaTexts({ p, meta, edit }: MediaTextsProps) {
  const s = tEditor(p.lang);
  return (
    <div className={fields}>
      <label>
        {s.credit()}
        <input className={control} name="credit" value={meta.credit} onChange={(e) => edit({ credit: e.target.value })} />
      </label>
      {LANGS.map((lang) => (
        <label key={lang}>
          {s.altText({ lang: lang.toUpperCase() })}
          <input
            className={control}
            name={`alt_${lang}`}
            aria-invalid={(p.invalid && !(meta.alt[lang] ?? '').trim()) || undefined}
            aria-describedby={p.invalid && !(meta.alt[lang] ?? '').trim() ? p.describedBy : undefined}
            value={meta.alt[lang] ?? ''}
            onChange={(e) => edit({ alt: { ...meta.alt, [lang]: e.target.value } })}
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
