/**
 * The form of one module (issue #10 points 4, 5): generated from its declaration, checked with the
 * same rules as the server before it is sent (common/modules/validate.ts), the server's 400 field
 * errors shown at their fields with the focus on the first. A failed save keeps the form open with
 * the editor's input (SPEC §4). List modules list their items (children) below.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { isValidationError, type EditorModule, type FieldError } from '../../common/api/editor';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import { validateModule } from '../../common/modules/validate';
import { EditorRequestError } from '../api/request';
import { useDraft } from '../drafts/use-draft';
import { newFormKey } from '../drafts/draft-store';
import { DeclarationForm, focusFirstError } from '../forms/form-generator';
import { moduleLabel, moduleSummary } from '../overlay/module-kinds';
import { createModule, deleteModule, getModule, tEditor, updateModule } from '../state/content';
import { setState, useLang, type Dialog } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { Modal } from './modal';

type ModuleDialog = Extract<Dialog, { kind: 'module' }>;

export function ModuleForm({ dialog }: { dialog: ModuleDialog }) {
  const lang = useLang();
  const s = tEditor(lang);
  const [module, setModule] = useState<EditorModule | null>(null);
  const type = dialog.mode === 'create' ? dialog.type : (module?.type ?? null);
  const declaration = type ? declarationOf(type) : null;
  const restored = dialog.draft ?? {};
  // A new module starts from its declared defaults: the form shows what a save stores (an image
  // list's select showed its first format while the server stored the default one).
  const initial = () => ({ ...(dialog.mode === 'create' && declarationOf(dialog.type) ? withDefaults(declarationOf(dialog.type)!, {}) : {}), ...restored });
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  /** The values as of the last change, read by a save that widgets updated a moment before. */
  const latest = useRef<Record<string, unknown>>(values);
  const draft = useDraft(dialog, type);
  const change = (field: string, value: unknown) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    draft.keep(latest.current);
  };
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState('');
  const tasks = useRef(new Map<string, () => Promise<void>>());
  const root = useRef<HTMLFormElement>(null);
  const close = () => setState({ dialog: null });
  /** Cancelling is deciding against the input: its draft goes too. */
  const cancel = () => {
    void draft.discard();
    close();
  };

  useEffect(() => {
    if (dialog.mode !== 'edit') return;
    getModule(dialog.id)
      .then((found) => {
        setModule(found);
        latest.current = { ...found.data, ...restored };
        setValues(latest.current);
      })
      .catch(() => close());
  }, [dialog]);

  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);

  if (!type || !declaration) return null;
  const name = moduleLabel(type, lang);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // Widgets finish their work first (Editor.js hands over its latest text, media texts are saved).
      for (const task of tasks.current.values()) await task();
      const data = latest.current;
      const local = validateModule(type, data);
      if (local.length) {
        setSummary(s.formErrors());
        setErrors(local);
        return;
      }
      // The create carries the form's key, kept with its draft: sent again, it never makes a second module.
      if (dialog.mode === 'create') await createModule({ type, section: dialog.section, column: dialog.column, ...(dialog.parent ? { parent: dialog.parent } : {}), ...(dialog.position === undefined ? {} : { position: dialog.position }), data, ...(dialog.key ? { client_key: dialog.key } : {}) });
      else if (module) await updateModule(module.id, data, module);
      // Saved on the server: the form closes now, not once the browser's storage has let go of the
      // draft (a busy or failing IndexedDB kept a saved form open).
      void draft.saved();
      close();
    } catch (error) {
      draft.failed(latest.current);
      // The form stays open with the input (SPEC §4); field errors go to their fields.
      const body = error instanceof EditorRequestError ? error.body : null;
      if (isValidationError(body)) {
        setSummary(s.formErrors());
        setErrors(body.errors);
      } else setSummary(s.failed());
    } finally {
      setBusy(false);
    }
  };

  const title = dialog.mode === 'create' ? s.newModule({ name }) : s.editModule({ name });
  return (
    <Modal title={title} closeLabel={s.cancel()} onClose={cancel} wide>
      {dialog.mode === 'edit' && !module ? (
        <p aria-busy="true">…</p>
      ) : (
        <form ref={root} onSubmit={submit} noValidate data-module-form={type}>
          {summary && (
            <p role="alert" className={alert}>
              {summary}
            </p>
          )}
          <DeclarationForm
            fields={declaration.fields}
            values={values}
            onChange={change}
            errors={errors}
            lang={lang}
            refs={module?.refs}
            beforeSave={(field, task) => tasks.current.set(field, task)}
          />
          {declaration.children && <Children module={module} allowed={declaration.children} />}
          <div className={actions}>
            <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
              {busy ? s.saving() : s.save()}
            </button>
            <button type="button" className={button} onClick={cancel}>
              {s.cancel()}
            </button>
            {draft.unsaved && <span className={unsavedBadge}>{s.unsaved()}</span>}
            {draft.keptAt && (
              <span className={keptNote} data-draft-kept="">
                {s.draftKept({ time: draft.keptAt })}
              </span>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The items of a list module (teaser items, FAQ items, …), each edited through its own generated form. */
function Children({ module, allowed }: { module: EditorModule | null; allowed: readonly string[] }) {
  const lang = useLang();
  const s = tEditor(lang);
  return (
    <fieldset className={children}>
      <legend>{s.children()}</legend>
      {!module ? (
        <p>{s.childrenAfterSave()}</p>
      ) : (
        <>
          <ol>
            {module.children.map((child) => (
              <li key={child.id}>
                {moduleLabel(child.type, lang)} {moduleSummary(child.data)}{' '}
                <button type="button" className={button} onClick={() => setState({ dialog: { kind: 'module', mode: 'edit', id: child.id } })}>
                  {s.edit()}
                </button>{' '}
                <button type="button" className={button} onClick={() => confirm(s.deleteConfirm({ name: moduleLabel(child.type, lang) })) && void deleteModule(child.id).then(() => setState({ dialog: { kind: 'module', mode: 'edit', id: module.id } }))}>
                  {s.delete()}
                </button>
              </li>
            ))}
          </ol>
          {allowed.map((type) => (
            <button key={type} type="button" className={button} onClick={() => setState({ dialog: { kind: 'module', mode: 'create', type, section: module.section ?? '', column: module.column, parent: module.id, key: newFormKey() } })}>
              {s.addChild({ name: moduleLabel(type, lang) })}
            </button>
          ))}
        </>
      )}
    </fieldset>
  );
}

const alert = css`
  padding: 0.6rem 0.9rem;
  background: #fdeeee;
  border-left: 4px solid #a50e0e;
  margin: 0 0 1rem;
`;
const actions = css`
  display: flex;
  gap: 0.5rem;
  margin-top: 1.25rem;
  position: sticky;
  bottom: -1.5rem;
  padding: 0.75rem 0;
  background: #fff;
`;
const unsavedBadge = css`
  align-self: center;
  padding: 0.2rem 0.5rem;
  border-radius: 3px;
  background: #ffd54f;
  color: ${EDITOR_COLORS.text};
  font-weight: 700;
`;
const keptNote = css`
  align-self: center;
  color: ${EDITOR_COLORS.muted};
  font-size: 0.85rem;
`;
const children = css`
  margin-top: 1rem;
  border: 1px solid #ccc;
  border-radius: 6px;
`;
