/**
 * The form of one module: generated from its declaration, checked with the
 * same rules as the server before it is sent (common/modules/validate.ts), the server's 400 field
 * errors shown at their fields with the focus on the first. A failed save keeps the form open with
 * the editor's input (SPEC §4). List modules list their items (children) below.
 */
import { css } from 'goober';
import { lazy, Suspense, useEffect } from 'react';
import { declarationOf } from '../../common/modules/declarations';
import type { ModuleDialog } from '../drafts/draft-store';
import { DeclarationForm, focusFirstError, focusWhenDrawn } from '../forms/form-generator';
import { moduleLabel } from '../overlay/module-kinds';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { Modal } from './modal';
import { useModuleDialog } from './use-module-dialog';

// A list's items and their forms: fetched when a list module's form opens (scripts/budget.mjs).
const ListItems = lazy(() => import('./list-items'));

export function ModuleForm({ dialog }: { dialog: ModuleDialog }) {
  const lang = useLang();
  const s = tEditor(lang);
  const { module, setModule, type, values, change, errors, busy, summary, tasks, root, draft, cancel, submit, saveFirst } = useModuleDialog(dialog, lang);
  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);
  // The dialog gave focus to its first button ('Abbrechen'); the editor came to fill in the first field.
  const ready = dialog.mode === 'create' || module !== null;
  useEffect(() => {
    if (ready && !root.current?.contains(document.activeElement)) focusWhenDrawn(root.current, '[data-field] :is(input, select, textarea)');
  }, [ready]);

  const declaration = type ? declarationOf(type) : null;
  if (!type || !declaration) return null;
  const name = moduleLabel(type, lang);
  const addTask = (field: string, task: () => Promise<void>) => void tasks.current.set(field, task);

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
          <DeclarationForm fields={declaration.fields} values={values} onChange={change} errors={errors} lang={lang} refs={module?.refs} beforeSave={addTask} />
          {declaration.children && (
            <Suspense fallback={null}>
              <ListItems module={module} allowed={declaration.children} addChild={dialog.mode === 'edit' ? dialog.addChild : undefined} saveFirst={saveFirst} beforeSave={addTask} onChildren={(list) => setModule((m) => m && { ...m, children: list })} />
            </Suspense>
          )}
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

const alert = css`
  padding: 0.6rem 0.9rem;
  background: #fdeeee;
  border-left: 4px solid #a50e0e;
  margin: 0 0 1rem;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
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
