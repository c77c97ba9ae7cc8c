import type { ReactNode } from 'react';
import { control } from '../forms/widgets/styles';
import { fieldRow, message, note } from './styles';

interface Props {
  /** The form's id prefix: the input's id is it and the field's name, the dot replaced. */
  base: string;
  /** As the server names it in a refusal: `title.de`, `urls.en`. */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  /** Below the input while there is no error. */
  hint?: ReactNode;
}

/** A text field of 'Neue Seite' with its note below, which turns into the field's error. */
export function NewPageField({ base, name, label, value, onChange, error, hint }: Props) {
  const id = `${base}-${name.replace('.', '-')}`;
  return (
    <div className={fieldRow}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={control} value={value} aria-invalid={error ? true : undefined} aria-describedby={`${id}-note`} onChange={(e) => onChange(e.target.value)} />
      <p id={`${id}-note`} className={error ? message : note} data-field-message={name}>
        {error ?? hint}
      </p>
    </div>
  );
}
