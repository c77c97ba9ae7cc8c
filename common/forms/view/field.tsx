/**
 * One field of a form (SPEC §3 field types) with its label, help and error: labels bound to their
 * controls, help and error named by aria-describedby, aria-invalid on error; choice groups are
 * fieldsets with a legend.
 */
import type { FieldValue, FormField } from '../../api/forms';
import { EMAIL_CONFIRM_TYPE, FIELD_TYPES as T } from '../field-types';
import { berlinToday } from '../validate';
import { tForms } from '../messages';
import type { Lang } from '../../routes';
import { FileInput } from './file-input';
import * as s from './styles';

export interface FieldProps {
  field: FormField;
  lang: Lang;
  value: FieldValue;
  error: string | undefined;
  onChange(slug: string, value: FieldValue): void;
  onBusy(slug: string, busy: boolean): void;
  onError(slug: string, message: string | null): void;
}

/** The id of a field's control: error-summary links point here. */
export const controlId = (slug: string) => `field-${slug}`;

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

export function Field({ field, lang, value, error, onChange, onBusy, onError }: FieldProps) {
  const id = controlId(field.slug);
  const helpId = field.help_text ? `${id}-help` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [helpId, errorId].filter(Boolean).join(' ');
  const set = (next: FieldValue) => onChange(field.slug, next);
  const type = field.field_type;
  const group = type === T.RADIO || type === T.CHECKBOX_MULTIPLE;
  const strings = tForms(lang);

  const marker = field.required ? (
    <span className={s.marker} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const common = {
    id,
    // Every control is named: without JavaScript the browser posts the form itself (page-post.ts).
    name: field.slug,
    required: field.required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  };

  let control;
  if (group) {
    const multiple = type === T.CHECKBOX_MULTIPLE;
    control = field.choices.map((choice, index) => (
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
  } else if (type === T.CHECKBOX) {
    control = (
      <label className={s.option}>
        <input {...common} type="checkbox" checked={value === true} onChange={(event) => set(targetOf(event).checked)} />
        <span>
          {field.label}
          {marker}
        </span>
      </label>
    );
  } else if (type === T.SELECT || type === T.SELECT_MULTIPLE) {
    const multiple = type === T.SELECT_MULTIPLE;
    control = (
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
        {!multiple && <option value="">{field.placeholder_text || strings.choose()}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (type === T.TEXTAREA) {
    control = <textarea {...common} className={`${s.control} ${s.textarea}`} placeholder={field.placeholder_text || undefined} value={text(value)} onChange={(event) => set(targetOf(event).value)} />;
  } else if (type === T.FILE) {
    control = (
      <FileInput
        id={id}
        lang={lang}
        value={typeof value === 'string' ? value : null}
        required={field.required}
        describedBy={describedBy}
        invalid={Boolean(error)}
        onChange={set}
        onBusy={(busy) => onBusy(field.slug, busy)}
        onError={(message) => onError(field.slug, message)}
      />
    );
  } else {
    const number = type === T.NUMBER;
    control = (
      <input
        {...common}
        className={s.control}
        type={INPUT_TYPES[type] ?? 'text'}
        name={field.slug}
        autoComplete={AUTOCOMPLETE[type]}
        placeholder={field.placeholder_text || undefined}
        max={type === T.DATE_OF_BIRTH ? berlinToday() : undefined}
        value={text(value)}
        onChange={(event) => {
          const raw = targetOf(event).value;
          set(number ? (raw === '' ? null : Number(raw)) : raw);
        }}
      />
    );
  }

  const Wrapper = group ? 'fieldset' : 'div';
  return (
    <Wrapper className={s.row} data-invalid={error ? '' : undefined} aria-describedby={group && describedBy ? describedBy : undefined}>
      {group ? (
        <legend className={s.label}>
          {field.label}
          {marker}
        </legend>
      ) : (
        type !== T.CHECKBOX && (
          <label className={s.label} htmlFor={id}>
            {field.label}
            {marker}
          </label>
        )
      )}
      {control}
      {field.help_text && (
        <p id={helpId} className={s.help}>
          {field.help_text}
        </p>
      )}
      {error && (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      )}
    </Wrapper>
  );
}
