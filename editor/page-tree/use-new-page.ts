import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidationError, type FieldError, type PageSettings } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/page-tree';
import type { PageTemplate, PageTreeNode } from '../../common/api/page-tree';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { editorCall, EditorRequestError } from '../api/request';
import { focusFirstError } from '../forms/form-generator';
import { tPageTree } from './strings';
import { refusal } from './tree-text';
import { useAddresses } from './use-addresses';

interface Options {
  lang: Lang;
  /** The new page's parent unless changed. */
  parent: number | null;
  onCreated?: (page: PageSettings) => void;
}

/**
 * 'Neue Seite''s fields and making the page: `errorAt` gives a field's error (the server's, else its
 * address check's) and notes the field as shown; a refused field not shown goes to the summary.
 */
export function useNewPage({ lang, parent: initialParent, onCreated }: Options) {
  const s = tPageTree(lang);
  const form = useRef<HTMLFormElement>(null);
  const [tree, setTree] = useState<PageTreeNode[]>([]);
  const [title, setTitle] = useState<Record<Lang, string>>({ de: '', en: '' });
  const [parent, setParent] = useState<number | null>(initialParent);
  const [template, setTemplate] = useState<PageTemplate>('headline');
  const [inMenu, setInMenu] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [summary, setSummary] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    editorCall(api.pageTree, { lang }).then(setTree, (error: unknown) => setSummary([refusal(error, lang)]));
  }, [lang]);
  const { urls, setOwnUrl, checks } = useAddresses({ lang, title, parentNode: tree.find((n) => n.id === parent) });

  const shown = new Set<string>();
  const errorAt = (field: string): string | null => {
    shown.add(field);
    const error = errors.find((e) => e.field === field);
    if (error) return errorMessage(error, lang);
    const l = field.startsWith('urls.') ? (field.slice(5) as Lang) : null;
    const check = l ? checks[l] : null;
    return check && check !== 'checking' && check.problem ? errorMessage({ field, code: check.problem, params: { lang: l! } }, lang) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSummary([]);
    try {
      const page = await editorCall(api.createPage, { lang, body: {
        title: { de: title.de, en: title.en },
        headline: { de: title.de, en: title.en },
        urls,
        parent,
        template,
        in_menu: inMenu,
        is_online: true,
      } });
      (onCreated ?? ((made: PageSettings) => location.assign(`${made.urls[lang]}?edit`)))(page);
    } catch (error) {
      const body = error instanceof EditorRequestError ? error.body : null;
      if (isValidationError(body)) {
        setErrors(body.errors);
        // Fields this form does not show would fail silently: they are named in the summary.
        setSummary([s.fixFields(), ...body.errors.filter((e) => !shown.has(e.field)).map((e) => `${e.field}: ${errorMessage(e, lang)}`)]);
        requestAnimationFrame(() => focusFirstError(form.current));
      } else setSummary([refusal(error, lang)]);
    } finally {
      setBusy(false);
    }
  };

  return { form, tree, title, setTitle, urls, setOwnUrl, checks, parent, setParent, template, setTemplate, inMenu, setInMenu, summary, busy, errorAt, submit };
}
