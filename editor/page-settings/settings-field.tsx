import type { ReactNode } from 'react';
import type { FieldError } from '../../common/api/editor';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { message, row } from './styles';

/** One labelled field of the dialog: `input` draws the control with its id, invalid state and error id. */
export type SettingsField = (name: string, label: string, input: (id: string, invalid: boolean, describedBy?: string) => ReactNode) => ReactNode;

interface FieldContext {
  base: string;
  errors: FieldError[];
  lang: Lang;
  /** Filled while the dialog renders: a refused field not in it goes to the summary. */
  shown: Set<string>;
}

/** Field errors of the 400 answer have dotted names (`urls.en`, `title.de`); the ids replace the dot. */
export function settingsField({ base, errors, lang, shown }: FieldContext): SettingsField {
  return (name, label, input) => {
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
}
