/**
 * The control of one form field by its type (SPEC §3 field types): a group of checkboxes or radio
 * buttons, a single checkbox, a select, a text area, a file upload or an input. Every control is
 * named: without JavaScript the browser posts the form itself (page-post.ts).
 */
import type { ReactNode } from 'react';
import type { FieldValue, FormField } from '../../api/forms';
import { EMAIL_CONFIRM_TYPE, FIELD_TYPES as T } from '../field-types';
import { berlinToday } from '../validate';
import { tForms } from '../messages';
import type { FieldProps } from './field';
import { FileInput } from './file-input';
import * as s from './styles';

const INPUT_TYPES: Partial<Record<FormField['field_type'], string>> = {
  [T.TEXT]: 'text',
  [T.EMAIL]: 'email',
  [EMAIL_CONFIRM_TYPE]: 'email',
  [T.DATE]: 'date',
  [T.DATE_TIME]: 'datetime-local',
  [T.NUMBER]: 'number',
  [T.URL]: 'url',
  [T.DATE_OF_BIRTH]: 'date',
};

const AUTOCOMPLETE: Partial<Record<FormField['field_type'], string>> = {
  [T.EMAIL]: 'email',
  [T.URL]: 'url',
  [T.DATE_OF_BIRTH]: 'bday',
};

const text = (value: FieldValue) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: FieldValue) => (Array.isArray(value) ? value : []);
const targetOf = (event: { currentTarget: unknown }) => event.currentTarget as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/** Whether a field is a group of choices: a fieldset with a legend, not a labelled control. */
export const isGroup = (type: FormField['field_type']) => type === T.RADIO || type === T.CHECKBOX_MULTIPLE;

interface ControlProps extends FieldProps {
  id: string;
  describedBy: string;
  /** The required marker, for the single checkbox whose label is its own. */
  marker: ReactNode;
}

export function FieldControl(props: ControlProps) {
  const { field, lang, value, error, id, describedBy, marker } = props;
  const set = (next: FieldValue) => props.onChange(field.slug, next);
  const type = field.field_type;
  const common = { id, name: field.slug, required: field.required, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined };

  if (isGroup(type)) return <ChoiceGroup field={field} id={id} value={value} set={set} />;
  if (type === T.CHECKBOX) {
    return (
      <label className={s.option}>
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => set(targetOf(event).checked)} />
        <span>
          {field.label}
          {marker}
        </span>
      </label>
    );
  }
  if (type === T.SELECT || type === T.SELECT_MULTIPLE) {
    const multiple = type === T.SELECT_MULTIPLE;
    return (
      <select
        {...common}
        className={s.control}
        multiple={multiple}
        size={multiple ? Math.min(field.choices.length, 6) : undefined}
        value={multiple ? list(value) : text(value)}
        onChange={(event) => {
          const select = targetOf(event);
          set(multiple ? Array.from(select.selectedOptions, (o) => o.value) : select.value);
        }}
      >
        {!multiple && <option value="">{field.placeholder_text || tForms(lang).choose()}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  if (type === T.TEXTAREA) {
    return <textarea {...common} className={`${s.control} ${s.textarea}`} placeholder={field.placeholder_text || undefined} value={text(value)} onChange={(event) => set(targetOf(event).value)} />;
  }
  if (type === T.FILE) {
    return (
      <FileInput
        id={id}
        lang={lang}
        value={typeof value === 'string' ? value : null}
        required={field.required}
        describedBy={describedBy}
        invalid={Boolean(error)}
        onChange={set}
        onBusy={(busy) => props.onBusy(field.slug, busy)}
        onError={(message) => props.onError(field.slug, message)}
      />
    );
  }
  return (
    <input
      {...common}
      className={s.control}
      type={INPUT_TYPES[type] ?? 'text'}
      autoComplete={AUTOCOMPLETE[type]}
      placeholder={field.placeholder_text || undefined}
      max={type === T.DATE_OF_BIRTH ? berlinToday() : undefined}
      value={text(value)}
      onChange={(event) => {
        const raw = targetOf(event).value;
        set(type === T.NUMBER ? (raw === '' ? null : Number(raw)) : raw);
      }}
    />
  );
}

/** Radio buttons or checkboxes, one per choice; the first takes the field's id (error-summary links point to it). */
function ChoiceGroup({ field, id, value, set }: { field: FormField; id: string; value: FieldValue; set(next: FieldValue): void }) {
  const multiple = field.field_type === T.CHECKBOX_MULTIPLE;
  return field.choices.map((choice, index) => (
    <label key={choice.value} className={s.option}>
      <input
        id={index === 0 ? id : undefined}
        type={multiple ? 'checkbox' : 'radio'}
        name={field.slug}
        value={choice.value}
        checked={multiple ? list(value).includes(choice.value) : value === choice.value}
        onChange={(event) => {
          const on = targetOf(event).checked;
          if (!multiple) set(choice.value);
          else set(on ? [...list(value), choice.value] : list(value).filter((v) => v !== choice.value));
        }}
      />
      <span>{choice.label}</span>
    </label>
  ));
}
