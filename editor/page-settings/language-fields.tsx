import type { PageSettings } from '../../common/api/editor';
import type { Lang } from '../../common/routes';
import { control } from '../forms/widgets/styles';
import { tEditor } from '../state/content';
import { button } from '../styles';
import { Counter, SeoPreviews, SHOWN_LENGTH, type CountedField } from './seo-previews';
import type { SettingsField } from './settings-field';
import { withSlugFrom } from './slug';
import { inline } from './styles';
import { TEXTS, type TextKey } from './use-page-settings';

interface LanguageFieldsProps {
  /** The language of the texts. */
  l: Lang;
  /** The editor's UI language. */
  lang: Lang;
  settings: PageSettings;
  field: SettingsField;
  set(patch: Partial<PageSettings>): void;
  setText(key: TextKey, l: Lang, value: string): void;
}

/** One language's texts, its address with a slug suggested from the title, and the previews of both. */
export function LanguageFields({ l, lang, settings, field, set, setText }: LanguageFieldsProps) {
  const s = tEditor(lang);
  const labels: Record<TextKey, (a: { lang: string }) => string> = {
    title: s.title,
    headline: s.headline,
    meta_title: s.metaTitle,
    meta_description: s.metaDescription,
    og_title: s.ogTitle,
    og_description: s.ogDescription,
  };
  return (
    <fieldset>
      <legend>{l.toUpperCase()}</legend>
      {TEXTS.map((key) =>
        field(`${key}.${l}`, labels[key]({ lang: l.toUpperCase() }), (id, invalid, describedBy) => {
          const counted = key in SHOWN_LENGTH ? (key as CountedField) : null;
          // The counter is read with the field: screen readers hear it after the label.
          const described = [describedBy, counted ? `${id}-count` : null].filter(Boolean).join(' ') || undefined;
          const value = settings[key][l] ?? '';
          return (
            <>
              {key.endsWith('description') ? (
                <textarea id={id} className={control} rows={3} aria-invalid={invalid || undefined} aria-describedby={described} value={value} onChange={(e) => setText(key, l, e.target.value)} />
              ) : (
                <input id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={described} value={value} onChange={(e) => setText(key, l, e.target.value)} />
              )}
              {counted && <Counter lang={lang} field={counted} value={value} id={`${id}-count`} />}
            </>
          );
        }),
      )}
      {field(`urls.${l}`, s.url({ lang: l.toUpperCase() }), (id, invalid, describedBy) => (
        <span className={inline}>
          <input id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={settings.urls[l]} onChange={(e) => set({ urls: { ...settings.urls, [l]: e.target.value } })} />
          <button type="button" className={button} onClick={() => set({ urls: { ...settings.urls, [l]: withSlugFrom(settings.urls[l], settings.title[l] || settings.title.de) } })}>
            {s.suggestSlug()}
          </button>
        </span>
      ))}
      <SeoPreviews lang={l} uiLang={lang} settings={settings} />
    </fieldset>
  );
}
