/**
 * A module dialog's form (module-form.tsx) from opening to closing: the module read for an edit, the
 * values with their draft, and the save. A failed save keeps the form open with the editor's input
 * (SPEC §4); field errors go to their fields.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorModule, FieldError } from '../../common/api/editor';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import type { ModuleDialog } from '../drafts/draft-store';
import { useDraft } from '../drafts/use-draft';
import { focusAfterEdit } from '../focus/focus-after-edit';
import { createModule, getModule, tEditor, updateModule } from '../state/content';
import { moduleFormKey, setState } from '../state/store';
import { saveModuleForm } from './save-module-form';

const close = () => setState({ dialog: null });

export function useModuleDialog(dialog: ModuleDialog, lang: Lang) {
  const s = tEditor(lang);
  const [module, setModule] = useState<EditorModule | null>(null);
  const type = module?.type ?? (dialog.mode === 'create' ? dialog.type : null);
  const restored = dialog.draft ?? {};
  const [values, setValues] = useState(() => initialValues(dialog));
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
  /** Cancelling is deciding against the input: its draft goes too. */
  const cancel = () => {
    void draft.discard();
    close();
    if (dialog.mode === 'create' && !dialog.parent) focusAfterEdit({ column: { section: dialog.section, column: dialog.column } });
  };

  /** The list this dialog just saved to take its first item: already at hand, and the form keeps its input. */
  const known = useRef<EditorModule | null>(null);
  useEffect(() => {
    if (dialog.mode !== 'edit' || known.current?.id === dialog.id) return;
    getModule(dialog.id)
      .then((found) => {
        setModule(found);
        latest.current = { ...found.data, ...restored };
        setValues(latest.current);
      })
      .catch(() => close());
  }, [dialog]);

  /** Checks and sends the form; answers the module as saved, or null when the form stays open with the reasons. */
  const store = async (): Promise<EditorModule | null> => {
    if (!type) return null;
    setBusy(true);
    const result = await saveModuleForm(type, tasks.current.values(), () => latest.current, sendModule(dialog, type, module));
    setBusy(false);
    if (result.kind === 'saved') {
      // Saved on the server: the form closes now, not once the browser's storage has let go of the
      // draft (a busy or failing IndexedDB kept a saved form open).
      void draft.saved();
      return result.module;
    }
    if (!(result.kind === 'refused' && result.here)) draft.failed(latest.current);
    setSummary(result.kind === 'refused' ? s.formErrors() : s.failed());
    if (result.kind === 'refused') setErrors(result.errors);
    return null;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await store();
    if (!saved) return;
    if (dialog.mode === 'create') focusAfterEdit({ module: saved.id });
    close();
  };

  /** A new list takes its first item: it is saved as the form's save would, then the same dialog edits it with the item's form open. */
  const saveFirst = async (childType: string) => {
    if (dialog.mode !== 'create') return;
    const saved = await store();
    if (!saved) return;
    known.current = saved;
    setModule(saved);
    setSummary('');
    setErrors([]);
    setState({ dialog: { kind: 'module', mode: 'edit', id: saved.id, addChild: childType, continues: moduleFormKey(dialog) } });
  };

  return { module, setModule, type, values, change, errors, busy, summary, tasks, root, draft, cancel, submit, saveFirst };
}

/**
 * A new module starts from its declared defaults: the form shows what a save stores (an image list's
 * select showed its first format while the server stored the default one). A restored draft goes on top.
 */
function initialValues(dialog: ModuleDialog): Record<string, unknown> {
  const declaration = dialog.mode === 'create' ? declarationOf(dialog.type) : null;
  return { ...(declaration ? withDefaults(declaration, {}) : {}), ...dialog.draft };
}

/** The create carries the form's key, kept with its draft: sent again, it never makes a second module. */
function sendModule(dialog: ModuleDialog, type: string, module: EditorModule | null) {
  return (data: Record<string, unknown>) =>
    dialog.mode === 'create'
      ? createModule({ type, section: dialog.section, column: dialog.column, ...(dialog.parent ? { parent: dialog.parent } : {}), ...(dialog.position === undefined ? {} : { position: dialog.position }), data, ...(dialog.key ? { client_key: dialog.key } : {}) })
      : updateModule(module!.id, data, module!);
}
