/**
 * One field of a form (SPEC §3 field types) with its label, help and error: labels bound to their
 * controls, help and error named by aria-describedby, aria-invalid on error; choice groups are
 * fieldsets with a legend.
 */
import type { FieldValue, FormField } from '../../api/forms';
import { FIELD_TYPES as T } from '../field-types';
import type { Lang } from '../../routes';
import { FieldControl, isGroup } from './field-control';
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

export function Field(props: FieldProps) {
  const { field, error } = props;
  const id = controlId(field.slug);
  const helpId = field.help_text ? `${id}-help` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [helpId, errorId].filter(Boolean).join(' ');
  const type = field.field_type;
  const group = isGroup(type);

  const marker = field.required ? (
    <span className={s.marker} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const control = <FieldControl {...props} id={id} describedBy={describedBy} marker={marker} />;

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
