import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { EditorModule, FieldError } from '../../common/api/editor';
import { declarationOf } from '../../common/modules/declarations';
import { withDefaults } from '../../common/modules/define';
import { newFormKey } from '../drafts/draft-store';
import { DeclarationForm, focusFirstError, focusWhenDrawn } from '../forms/form-generator';
import { createModule, tEditor, updateModule } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { row } from './list-items-styles';
import { saveModuleForm } from './save-module-form';

interface ListItemFormProps {
  type: string;
  item: EditorModule | null;
  parent: EditorModule;
  label: string;
  /** The id of the item saved, or null when cancelled. */
  onClose(saved: number | null): void;
  /** Where the list's save finds this form's take-over while it is open. */
  register: { current: (() => Promise<boolean>) | null };
}

/** One item's generated form in its list's dialog (list-items.tsx): saved at once with 'Eintrag übernehmen', its reasons at its fields as in ModuleForm. */
export function ListItemForm({ type, item, parent, label, onClose, register }: ListItemFormProps) {
  const lang = useLang();
  const s = tEditor(lang);
  const declaration = declarationOf(type)!;
  const [values, setValues] = useState<Record<string, unknown>>(() => item?.data ?? withDefaults(declaration, {}));
  const latest = useRef(values);
  const initial = useRef(values);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);
  const tasks = useRef(new Map<string, () => Promise<void>>());
  const key = useRef(newFormKey());
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    focusWhenDrawn(root.current, '[data-field] :is(input, select, textarea, [contenteditable="true"])');
  }, []);
  useEffect(() => {
    if (errors.length) requestAnimationFrame(() => focusFirstError(root.current));
  }, [errors]);

  /** Saves the item; answers whether it was saved (else its reasons show). */
  const save = async (): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    const result = await saveModuleForm(type, tasks.current.values(), () => latest.current, (data) =>
      item ? updateModule(item.id, data, item) : createModule({ type, section: parent.section ?? '', column: parent.column, parent: parent.id, data, client_key: key.current }),
    );
    setBusy(false);
    if (result.kind === 'saved') {
      onClose(result.module.id);
      return true;
    }
    setSummary(result.kind === 'refused' ? s.formErrors() : s.failed());
    if (result.kind === 'refused') setErrors(result.errors);
    return false;
  };
  /** The list's save: an untouched form just closes, a changed one is saved. */
  const takeOver = async (): Promise<boolean> => {
    for (const task of tasks.current.values()) await task();
    if (JSON.stringify(latest.current) === JSON.stringify(initial.current)) {
      onClose(null);
      return true;
    }
    return save();
  };
  useEffect(() => {
    register.current = takeOver;
    return () => {
      if (register.current === takeOver) register.current = null;
    };
  });
  const change = (field: string, value: unknown) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
  };

  return (
    <div ref={root} className={itemForm} data-item-form={type} data-own-escape="" role="group" aria-label={label} onKeyDown={itemFormKeys({ close: () => onClose(null), save })}>
      {summary && (
        <p role="alert" className={alert}>
          {summary}
        </p>
      )}
      <DeclarationForm fields={declaration.fields} values={values} onChange={change} errors={errors} lang={lang} refs={item?.refs} beforeSave={(field, task) => tasks.current.set(field, task)} />
      <div className={row}>
        <button type="button" className={`${button} ${primaryButton}`} disabled={busy} onClick={() => void save()}>
          {busy ? s.saving() : s.itemApply()}
        </button>
        <button type="button" className={button} onClick={() => onClose(null)}>
          {s.cancel()}
        </button>
      </div>
    </div>
  );
}

function itemFormKeys({ close, save }: { close(): void; save(): Promise<boolean> }) {
  return (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // A widget with popups of its own (Editor.js's toolbox, a picker's list) keeps its keys.
    if (event.defaultPrevented || target.closest('[data-own-escape]') !== event.currentTarget) return;
    if (event.key === 'Escape') {
      // Not the dialog's cancel: only this form closes.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && target instanceof HTMLInputElement && !/^(button|submit|reset|file|image|checkbox|radio)$/.test(target.type)) {
      // Enter in a field saves the item, not the list's form around it.
      event.preventDefault();
      void save();
    }
  };
}

const itemForm = css`
  display: grid;
  gap: 1rem;
  margin: 0.6rem 0 0.4rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${EDITOR_COLORS.accent};
  background: #f6f7f9;
  border-radius: 0 6px 6px 0;
`;
const alert = css`
  margin: 0;
  padding: 0.6rem 0.9rem;
  background: #fdeeee;
  border-left: 4px solid #a50e0e;
`;
