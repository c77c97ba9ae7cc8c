/**
 * The simple field kinds: text, long text (embed code, HTML), URL, number, checkbox, select, date.
 * Each is a native control labelled by the form generator.
 */
import { berlinInputValue, fromBerlinInput } from '../../../common/format/berlin';
import type { NumberField, SelectField } from '../../../common/modules/define';
import { tEditor } from '../../state/content';
import type { WidgetProps } from '../types';
import { control } from './styles';

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const aria = (p: WidgetProps) => ({ id: p.id, name: p.name, 'aria-invalid': p.invalid || undefined, 'aria-describedby': p.describedBy, 'aria-required': p.field.required || undefined });

/**
 * No `maxlength` on the control: it cut pasted text off silently at the limit, and the editor never
 * learnt why; the length rule's message (SPEC §5 full teaser text ≤ 3000) says so at the field instead.
 */
export function TextWidget(p: WidgetProps) {
  return <input {...aria(p)} className={control} type="text" value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
}

export function UrlWidget(p: WidgetProps) {
  return <input {...aria(p)} className={control} type="url" inputMode="url" placeholder="https://" value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
}

export function TextareaWidget(p: WidgetProps) {
  return <textarea {...aria(p)} className={control} rows={6} spellCheck={false} value={text(p.value)} onChange={(e) => p.onChange(e.target.value)} />;
}

export function NumberWidget(p: WidgetProps) {
  const f = p.field as NumberField;
  return (
    <input
      {...aria(p)}
      className={control}
      type="number"
      min={f.min}
      max={f.max}
      value={typeof p.value === 'number' ? p.value : ''}
      onChange={(e) => p.onChange(e.target.value === '' ? null : Number(e.target.value))}
    />
  );
}

export function CheckboxWidget(p: WidgetProps) {
  return <input {...aria(p)} type="checkbox" checked={p.value === true} onChange={(e) => p.onChange(e.target.checked)} />;
}

export function SelectWidget(p: WidgetProps) {
  const f = p.field as SelectField;
  const s = tEditor(p.lang);
  const current = p.value === null || p.value === undefined ? '' : String(p.value);
  return (
    <select
      {...aria(p)}
      className={control}
      value={current}
      onChange={(e) => {
        const option = f.options.find((o) => String(o) === e.target.value);
        p.onChange(option ?? null);
      }}
    >
      {(!f.required || current === '') && f.default === undefined && <option value="">{s.none()}</option>}
      {f.options.map((option) => (
        <option key={String(option)} value={String(option)}>
          {String(option)}
        </option>
      ))}
    </select>
  );
}

/** Dates as the API stores them (ISO instants); the control shows and takes Berlin time (SPEC §9, issue #11 scheduling). */
export function DateWidget(p: WidgetProps) {
  return <input {...aria(p)} className={control} type="datetime-local" value={berlinInputValue(text(p.value))} onChange={(e) => p.onChange(fromBerlinInput(e.target.value))} />;
}

/** A venue reference `{"$venue": id}`, by its number (the venue list lives in the admin, issue #12). */
export function VenueWidget(p: WidgetProps) {
  const id = typeof p.value === 'object' && p.value && '$venue' in p.value ? Number((p.value as { $venue: unknown }).$venue) : typeof p.value === 'object' && p.value && 'id' in p.value ? Number((p.value as { id: unknown }).id) : '';
  return <input {...aria(p)} className={control} type="number" min={1} value={id} onChange={(e) => p.onChange(e.target.value ? { $venue: Number(e.target.value) } : null)} />;
}
