/**
 * 'Neue Seite': title in both languages, the address suggested from each title
 * below the parent's (editable; checked for collisions as it is typed), the parent (the page the
 * editor stands on, changeable), a template, 'Im Menü'. The page is made as a draft and opens in
 * edit mode. Every field the server can refuse is in this form; anything else lands in the summary.
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState } from 'react';
import { isValidationError, type FieldError, type PageSettings } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/page-tree';
import { PAGE_TEMPLATES, type AddressCheck, type PageTemplate, type PageTreeNode } from '../../common/api/page-tree';
import { errorMessage } from '../../common/modules/validate';
import { LANGS, type Lang } from '../../common/routes';
import { suggestPath } from '../../common/slugify';
import { editorCall, EditorRequestError } from '../api/request';
import { Modal } from '../dialogs/modal';
import { focusFirstError } from '../forms/form-generator';
import { control } from '../forms/widgets/styles';
import { tEditor } from '../state/content';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { refusal, titleOf } from './tree-text';
import { tPageTree } from './strings';

interface Props {
  lang: Lang;
  /** The page the editor stands on: the new page's parent unless changed. */
  parent: number | null;
  onClose(): void;
  /** Where to go once made; the editor opens the page's address in edit mode. */
  onCreated?: (page: PageSettings) => void;
}

export function NewPageDialog({ lang, parent: initialParent, onClose, onCreated }: Props) {
  const s = tPageTree(lang);
  const base = useId();
  const form = useRef<HTMLFormElement>(null);
  const [tree, setTree] = useState<PageTreeNode[]>([]);
  const [title, setTitle] = useState<Record<Lang, string>>({ de: '', en: '' });
  /** Addresses typed by hand; an address not typed follows its title. */
  const [ownUrl, setOwnUrl] = useState<Record<Lang, string | null>>({ de: null, en: null });
  const [parent, setParent] = useState<number | null>(initialParent);
  const [template, setTemplate] = useState<PageTemplate>('headline');
  const [inMenu, setInMenu] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [summary, setSummary] = useState<string[]>([]);
  const [checks, setChecks] = useState<Record<Lang, AddressCheck | 'checking' | null>>({ de: null, en: null });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    editorCall(api.pageTree, { lang }).then(setTree, (error: unknown) => setSummary([refusal(error, lang)]));
  }, [lang]);

  const parentNode = tree.find((n) => n.id === parent);
  // Derived while rendering, not set by an effect: a suggestion landing a frame late would collapse the
  // selection of an editor who has just pressed Ctrl+A in the address field, and the typing then appended.
  const suggested = (l: Lang): string => (title[l] || (l === 'en' && title.de) ? suggestPath(title[l] || title.de, l, parentNode?.urls[l]) : '');
  const urls: Record<Lang, string> = { de: ownUrl.de ?? suggested('de'), en: ownUrl.en ?? suggested('en') };

  // The live collision check, a moment after the address stops changing.
  useEffect(() => {
    const timers = LANGS.map((l) => {
      if (!urls[l]) {
        setChecks((c) => ({ ...c, [l]: null }));
        return 0;
      }
      setChecks((c) => ({ ...c, [l]: 'checking' }));
      return window.setTimeout(() => {
        editorCall(api.addressCheck, { lang, query: { path: urls[l] } }).then(
          (check) => setChecks((c) => ({ ...c, [l]: check })),
          () => setChecks((c) => ({ ...c, [l]: null })),
        );
      }, 300);
    });
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [urls.de, urls.en, lang]);

  const shown = new Set<string>();
  const errorAt = (field: string): string | null => {
    shown.add(field);
    const error = errors.find((e) => e.field === field);
    if (error) return errorMessage(error, lang);
    const l = field.startsWith('urls.') ? (field.slice(5) as Lang) : null;
    const check = l ? checks[l] : null;
    return check && check !== 'checking' && check.problem ? errorMessage({ field, code: check.problem, params: { lang: l! } }, lang) : null;
  };

  const submit = async (event: React.FormEvent) => {
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

  const depthOf = (node: PageTreeNode): number => {
    let depth = 0;
    for (let up = tree.find((n) => n.id === node.parent); up && depth < 20; up = tree.find((n) => n.id === up!.parent)) depth++;
    return depth;
  };

  const text = (field: string, label: string, value: string, change: (v: string) => void, hint?: React.ReactNode) => {
    const id = `${base}-${field.replace('.', '-')}`;
    const error = errorAt(field);
    return (
      <div className={row}>
        <label htmlFor={id}>{label}</label>
        <input id={id} className={control} value={value} aria-invalid={error ? true : undefined} aria-describedby={`${id}-note`} onChange={(e) => change(e.target.value)} />
        <p id={`${id}-note`} className={error ? message : note} data-field-message={field}>
          {error ?? hint}
        </p>
      </div>
    );
  };

  return (
    <Modal title={s.newPageTitle()} closeLabel={tEditor(lang).close()} onClose={onClose} wide>
      <form ref={form} onSubmit={submit} noValidate className={grid} data-new-page="">
        {summary.length > 0 && (
          <div role="alert" className={message} data-new-page-summary="">
            {summary.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <p className={note}>{s.draftNote()}</p>
        {LANGS.map((l) => (
          <fieldset key={l}>
            <legend>{l.toUpperCase()}</legend>
            {text(`title.${l}`, l === 'de' ? s.titleDe() : s.titleEn(), title[l], (v) => setTitle((t) => ({ ...t, [l]: v })))}
            {text(
              `urls.${l}`,
              l === 'de' ? s.addressDe() : s.addressEn(),
              urls[l],
              (v) => setOwnUrl((o) => ({ ...o, [l]: v })),
              checks[l] === 'checking' ? s.addressChecking() : checks[l] ? s.addressFree() : s.addressHint(),
            )}
          </fieldset>
        ))}
        <div className={row}>
          <label htmlFor={`${base}-parent`}>{s.parent()}</label>
          <select id={`${base}-parent`} className={control} value={parent ?? ''} aria-invalid={errorAt('parent') ? true : undefined} aria-describedby={`${base}-parent-note`} onChange={(e) => setParent(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{s.topLevel()}</option>
            {tree.map((node) => (
              <option key={node.id} value={node.id}>
                {`${'\u2003'.repeat(depthOf(node))}${titleOf(node, lang)}`}
              </option>
            ))}
          </select>
          <p id={`${base}-parent-note`} className={message} data-field-message="parent">
            {errorAt('parent')}
          </p>
        </div>
        <fieldset>
          <legend>{s.template()}</legend>
          {PAGE_TEMPLATES.map((option) => (
            <label key={option} className={check}>
              <input type="radio" name={`${base}-template`} value={option} checked={template === option} onChange={() => setTemplate(option)} />
              {option === 'empty' ? s.templateEmpty() : s.templateHeadline()}
            </label>
          ))}
        </fieldset>
        <label className={check}>
          <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} /> {s.inMenu()}
        </label>
        <div>
          <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
            {busy ? s.creating() : s.create()}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const grid = css`
  display: grid;
  gap: 0.9rem;
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
const check = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  min-height: 2.5rem;
`;
const note = css`
  margin: 0;
  color: ${EDITOR_COLORS.muted};
  font-size: 0.9em;
`;
const message = css`
  margin: 0;
  color: ${EDITOR_COLORS.danger};
  font-weight: 600;
`;
