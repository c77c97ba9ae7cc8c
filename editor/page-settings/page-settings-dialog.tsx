/**
 * Page settings (SPEC §3 Page): title, headline, meta and Open Graph texts in
 * both languages, the flags, the address per language with a slug suggested from the title, and
 * the parent. Field errors of the 400 answer have dotted names (`urls.en`, `title.de`).
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState } from 'react';
import { isValidationError, resourceUrl, type FieldError, type PageOption, type PageSettings, type PageSettingsInput } from '../../common/api/editor';
import type { Localized } from '../../common/i18n/localized';
import { errorMessage } from '../../common/modules/validate';
import { LANGS, type Lang } from '../../common/routes';
import { editorRequest, EditorRequestError } from '../api/request';
import { Modal } from '../dialogs/modal';
import { focusFirstError } from '../forms/form-generator';
import { control } from '../forms/widgets/styles';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { setState, showAlert, useLang } from '../state/store';
import { button, primaryButton } from '../styles';
import { berlinInputValue, fromBerlinInput } from '../../common/format/berlin';
import { tCare } from '../care-strings';
import { withSlugFrom } from './slug';
import { themeField, variantField } from '../../common/collections/shared-fields';
import { tPageTree } from '../page-tree/strings';
import { Counter, SeoPreviews, ShareImage, SHOWN_LENGTH, type CountedField } from './seo-previews';

const TEXTS = ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description'] as const;
type TextKey = (typeof TEXTS)[number];
const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer', 'is_landing_page'] as const;

export default function PageSettingsDialog({ pageId }: { pageId: number }) {
  const lang = useLang();
  const s = tEditor(lang);
  const care = tCare(lang);
  const base = useId();
  const [settings, setSettings] = useState<PageSettings | null>(null);
  const [parents, setParents] = useState<PageOption[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  /** What the server refused without a field to show it at, or why the save failed: never silent. */
  const [summary, setSummary] = useState<string[]>([]);
  const root = useRef<HTMLFormElement>(null);
  /** The fields this dialog shows, filled while it renders: any other refused field goes to the summary. */
  const shown = new Set<string>();
  const close = () => setState({ dialog: null });

  useEffect(() => {
    editorRequest<PageSettings>('get', resourceUrl(lang, 'pages', pageId)).then(setSettings, close);
    editorRequest<PageOption[]>('get', resourceUrl(lang, 'pages'), undefined, { q: '' }).then(
      (found) => setParents(Array.isArray(found) ? found : []),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId]);
  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);

  const labels: Record<TextKey, (a: { lang: string }) => string> = {
    title: s.title,
    headline: s.headline,
    meta_title: s.metaTitle,
    meta_description: s.metaDescription,
    og_title: s.ogTitle,
    og_description: s.ogDescription,
  };
  const flagLabels = { is_online: s.isOnline(), is_clickable: s.isClickable(), in_menu: s.inMenu(), in_footer: s.inFooter(), is_landing_page: s.isLanding() };

  const set = (patch: Partial<PageSettings>) => setSettings((current) => (current ? { ...current, ...patch } : current));
  const setText = (key: TextKey, l: Lang, value: string) => settings && set({ [key]: { ...settings[key], [l]: value } as Localized });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    const { id: _id, og_image_preview: _preview, updated_at: _at, updated_by: _by, revision: _revision, ...input } = settings;
    setSummary([]);
    try {
      await editorRequest<PageSettings>('post', resourceUrl(lang, 'pages', pageId), input satisfies PageSettingsInput);
      await refreshPage();
      showAlert('save', s.saved());
      close();
    } catch (error) {
      const body = error instanceof EditorRequestError ? error.body : null;
      if (isValidationError(body)) {
        setErrors(body.errors);
        setSummary([s.formErrors(), ...body.errors.filter((e) => !shown.has(e.field)).map((e) => `${e.field}: ${errorMessage(e, lang)}`)]);
      } else setSummary([error instanceof EditorRequestError && error.status >= 400 && error.status < 500 ? error.message : s.failed()]);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, input: (id: string, invalid: boolean, describedBy?: string) => React.ReactNode) => {
    const id = `${base}-${name.replace('.', '-')}`;
    const error = errors.find((e) => e.field === name);
    shown.add(name);
    return (
      <div key={name} className={row}>
        <label htmlFor={id}>{label}</label>
        {input(id, Boolean(error), error ? `${id}-error` : undefined)}
        {error && (
          <p id={`${id}-error`} className={message}>
            {errorMessage(error, lang)}
          </p>
        )}
      </div>
    );
  };

  return (
    <Modal title={s.settingsTitle()} closeLabel={s.cancel()} onClose={close} wide>
      {!settings ? (
        <p aria-busy="true">…</p>
      ) : (
        <form ref={root} onSubmit={submit} noValidate className={grid} data-page-settings="">
          {summary.length > 0 && (
            <div role="alert" className={message} data-settings-summary="">
              {summary.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {LANGS.map((l) => (
            <fieldset key={l}>
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
          ))}
          <fieldset>
            <legend>{tPageTree(lang).shareImage()}</legend>
            {field('og_image', tPageTree(lang).shareImage(), (id) => (
              <span>
                <ShareImage
                  id={id}
                  lang={lang}
                  image={settings.og_image_preview}
                  onChange={(item) =>
                    set(
                      item
                        ? { og_image: { $media: item.id }, og_image_preview: { id: item.id, url: item.url, width: item.width ?? 0, height: item.height ?? 0, alt: item.alt[lang] ?? item.alt.de ?? '', credit: item.credit, renditions: [] } }
                        : { og_image: null, og_image_preview: null },
                    )
                  }
                />
              </span>
            ))}
          </fieldset>
          <fieldset>
            <legend>{s.flags()}</legend>
            {FLAGS.map((flag) => (
              <label key={flag} className={check}>
                <input type="checkbox" checked={settings[flag]} onChange={(e) => set({ [flag]: e.target.checked })} /> {flagLabels[flag]}
              </label>
            ))}
            {(['online_from', 'online_to'] as const).map((name) =>
              field(name, name === 'online_from' ? care.goLive() : care.expiry(), (id, invalid, describedBy) => (
                <input
                  id={id}
                  type="datetime-local"
                  className={control}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy ?? `${base}-window-hint`}
                  value={berlinInputValue(settings[name])}
                  onChange={(e) => set({ [name]: fromBerlinInput(e.target.value) })}
                />
              )),
            )}
            <p id={`${base}-window-hint`} className={hint}>
              {care.windowHint()}
            </p>
            {field('og_type', s.ogType(), (id, invalid, describedBy) => (
              <input id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={settings.og_type} onChange={(e) => set({ og_type: e.target.value })} />
            ))}
            {(
              [
                ['theme', themeField, settings.theme ?? ''],
                ['variant', variantField, settings.variant],
              ] as const
            ).map(([name, declared, value]) =>
              field(name, declared.label[lang], (id, invalid, describedBy) => (
                <select id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={value} onChange={(e) => set({ [name]: e.target.value || (name === 'theme' ? null : e.target.value) })}>
                  {name === 'theme' && <option value="">{s.none()}</option>}
                  {Object.entries(declared.options).map(([code, option]) => (
                    <option key={code} value={code}>
                      {option[lang]}
                    </option>
                  ))}
                </select>
              )),
            )}
            {field('parent', s.parent(), (id, invalid, describedBy) => (
              <select id={id} className={control} aria-invalid={invalid || undefined} aria-describedby={describedBy} value={settings.parent ?? ''} onChange={(e) => set({ parent: e.target.value ? Number(e.target.value) : null })}>
                <option value="">{s.none()}</option>
                {settings.parent !== null && !parents.some((option) => option.id === settings.parent) && <option value={settings.parent}>#{settings.parent}</option>}
                {parents
                  .filter((option) => option.id !== settings.id)
                  .map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.title} ({option.url})
                    </option>
                  ))}
              </select>
            ))}
          </fieldset>
          <div>
            <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
              {busy ? s.saving() : s.save()}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

const grid = css`
  display: grid;
  gap: 1rem;
  fieldset {
    display: grid;
    gap: 0.6rem;
    border: 1px solid #ccc;
    border-radius: 6px;
  }
`;
const row = css`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
`;
const inline = css`
  display: flex;
  gap: 0.5rem;
`;
const check = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
`;
const hint = css`
  margin: 0 0 0.75rem;
  color: #555;
  font-size: 0.9em;
`;
const message = css`
  margin: 0;
  color: #a50e0e;
  font-weight: 600;
`;
