import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidationError, type FieldError, type PageOption, type PageSettings, type PageSettingsInput } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/page-settings';
import type { Localized } from '../../common/i18n/localized';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { editorCall, EditorRequestError } from '../api/request';
import { focusFirstError } from '../forms/form-generator';
import { tEditor } from '../state/content';
import { refreshPage } from '../state/page';
import { setState, showAlert } from '../state/store';

export const TEXTS = ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description'] as const;
export type TextKey = (typeof TEXTS)[number];

/**
 * A page's settings as the dialog edits them (editor/page-settings/page-settings-dialog.tsx): loaded
 * with the pages a parent can be chosen from, changed field by field, and saved; a refusal sets the
 * field errors and a summary that is never silent.
 */
export function usePageSettings(pageId: number, lang: Lang) {
  const s = tEditor(lang);
  const [settings, setSettings] = useState<PageSettings | null>(null);
  const [parents, setParents] = useState<PageOption[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  /** What the server refused without a field to show it at, or why the save failed. */
  const [summary, setSummary] = useState<string[]>([]);
  const root = useRef<HTMLFormElement>(null);
  const close = () => setState({ dialog: null });

  useEffect(() => {
    editorCall(api.pageSettings, { lang, params: { id: pageId } }).then(setSettings, close);
    editorCall(api.pageOptions, { lang, query: { q: '' } }).then(
      (found) => setParents(Array.isArray(found) ? found : []),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId]);
  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);

  const set = (patch: Partial<PageSettings>) => setSettings((current) => (current ? { ...current, ...patch } : current));
  const setText = (key: TextKey, l: Lang, value: string) => settings && set({ [key]: { ...settings[key], [l]: value } as Localized });

  /** `shown`: the fields the dialog drew; any other refused field goes to the summary. */
  const submit = async (event: FormEvent, shown: Set<string>) => {
    event.preventDefault();
    if (!settings) return;
    setBusy(true);
    const { id: _id, og_image_preview: _preview, updated_at: _at, updated_by: _by, revision: _revision, ...input } = settings;
    setSummary([]);
    try {
      // The field takes any text; the server answers 400 unless it is one of the contract's og types.
      await editorCall(api.savePageSettings, { lang, params: { id: pageId }, body: { ...(input satisfies PageSettingsInput), og_type: input.og_type as 'website' } });
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

  return { settings, parents, errors, busy, summary, root, close, set, setText, submit };
}
