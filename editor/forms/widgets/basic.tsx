/**
 * The simple field kinds: text, long text (embed code, HTML), URL, number, checkbox, choice, date.
 * Each is a native control labelled by the form generator.
 */
import { berlinInputValue, fromBerlinInput } from '../../../common/format/berlin';
import type { ChoiceField, NumberField } from '../../../common/modules/define';
import { tEditor } from '../../state/content';
import type { WidgetProps } from '../types';
import { ChoiceGroup } from './lazy-kinds';
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

/**
 * One code of a list by its name (never the code); a set of codes and the colour
 * themes' swatches are the lazily loaded ChoiceGroup.
 */
export function ChoiceWidget(p: WidgetProps) {
  const f = p.field as ChoiceField;
  const s = tEditor(p.lang);
  if (f.many || Object.values(f.options).some((o) => o.swatch)) return <ChoiceGroup {...p} />;
  const current = p.value === null || p.value === undefined ? '' : String(p.value);
  return (
    <select {...aria(p)} className={control} value={current} onChange={(e) => p.onChange(e.target.value === '' ? null : f.numeric ? Number(e.target.value) : e.target.value)}>
      {((!f.required && f.default === undefined) || current === '') && <option value="">{s.none()}</option>}
      {Object.entries(f.options).map(([code, option]) => (
        <option key={code} value={code}>
          {option[p.lang]}
        </option>
      ))}
    </select>
  );
}

/** Dates as the API stores them (ISO instants); the control shows and takes Berlin time (SPEC §9). */
export function DateWidget(p: WidgetProps) {
  return <input {...aria(p)} className={control} type="datetime-local" value={berlinInputValue(text(p.value))} onChange={(e) => p.onChange(fromBerlinInput(e.target.value))} />;
}
