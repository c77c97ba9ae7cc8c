/**
 * The field kinds whose widgets are more than a native control, loaded when a
 * form first shows one (lazy-kinds.tsx), so the editor's entry stays within its budget: named
 * checkboxes for a set of codes, colour themes as swatches, a password with a show toggle and its
 * rule in words, structured settings as a form of their own, and a search picker for relations and
 * venue references.
 */
import { css } from 'goober';
import { useState } from 'react';
import { valueAt, withValueAt, type ChoiceField, type Fields, type PasswordField, type RelationField, type SettingsField } from '../../../common/modules/define';
import { RelationPicker } from '../../hub/relation-picker';
import { tHub } from '../../hub/strings';
import { DeclarationForm } from '../form-generator';
import type { WidgetProps } from '../types';
import { control } from './styles';

/** A set of codes as named checkboxes, or one code as named radio buttons with the theme's swatch. */
export function ChoiceGroup(p: WidgetProps) {
  const f = p.field as ChoiceField;
  const chosen = Array.isArray(p.value) ? p.value.map(String) : p.value === null || p.value === undefined ? [] : [String(p.value)];
  const stored = (code: string) => (f.numeric ? Number(code) : code);
  const toggle = (code: string) => p.onChange(chosen.includes(code) ? chosen.filter((c) => c !== code).map(stored) : [...chosen, code].map(stored));
  return (
    <div id={p.id} role={f.many ? 'group' : 'radiogroup'} aria-label={f.label[p.lang]} aria-describedby={p.describedBy} aria-invalid={p.invalid || undefined} className={boxes} tabIndex={-1}>
      {Object.entries(f.options).map(([code, option]) => (
        <label key={code} data-option={code}>
          <input
            type={f.many ? 'checkbox' : 'radio'}
            name={p.id}
            value={code}
            checked={chosen.includes(code)}
            onChange={() => (f.many ? toggle(code) : p.onChange(stored(code)))}
          />
          {option.swatch && <span className={swatch} style={{ background: option.swatch.background, color: option.swatch.text }} aria-hidden="true">Aa</span>}
          {option[p.lang]}
        </label>
      ))}
    </div>
  );
}

/** A new password: hidden while typed, shown on request, its rule said in words before the first error. */
export function PasswordWidget(p: WidgetProps) {
  const f = p.field as PasswordField;
  const s = tHub(p.lang);
  const [shown, setShown] = useState(false);
  const ruleId = `${p.id}-rule`;
  return (
    <div className={password}>
      <input
        id={p.id}
        name={p.name}
        className={control}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        aria-invalid={p.invalid || undefined}
        aria-describedby={[ruleId, p.describedBy].filter(Boolean).join(' ')}
        value={typeof p.value === 'string' ? p.value : ''}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <button type="button" aria-pressed={shown} aria-controls={p.id} onClick={() => setShown(!shown)}>
        {shown ? s.hidePassword() : s.showPassword()}
      </button>
      <small id={ruleId}>{s.passwordRule({ min: f.minLength })}</small>
    </div>
  );
}

/** Structured settings: their sub-fields as a form of their own, written back into the one object. */
export function SettingsWidget(p: WidgetProps) {
  const f = p.field as SettingsField;
  const values = Object.fromEntries(Object.keys(f.fields).map((path) => [path, valueAt(p.value, path)]));
  return (
    <div id={p.id} role="group" aria-label={f.label[p.lang]} aria-describedby={p.describedBy} tabIndex={-1}>
      <DeclarationForm fields={f.fields as Fields} values={values} onChange={(path, value) => p.onChange(withValueAt(p.value, path, value))} errors={[]} lang={p.lang} />
    </div>
  );
}

/** A link to other items, chosen by searching their names (relation-picker.tsx). */
export function RelationWidget(p: WidgetProps) {
  const f = p.field as RelationField;
  return <RelationPicker {...p} target={f.to} many={Boolean(f.many)} />;
}

/** The venue module's reference `{"$venue": id}` (define.ts ReferenceField), chosen like a relation to the venues. */
export function VenueWidget(p: WidgetProps) {
  const value = p.value as { $venue?: unknown; id?: unknown } | null | undefined;
  const id = typeof value?.$venue === 'number' ? value.$venue : typeof value?.id === 'number' ? value.id : null;
  return <RelationPicker {...p} value={id} onChange={(chosen) => p.onChange(typeof chosen === 'number' ? { $venue: chosen } : null)} target="venue" many={false} />;
}

const boxes = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.25rem 1rem;
  label {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    font-weight: normal;
  }
`;
const swatch = css`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 1.5rem;
  border: 1px solid #767676;
  border-radius: 3px;
  font-size: 0.8rem;
`;
const password = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.3rem 0.5rem;
  small {
    grid-column: 1 / -1;
  }
`;
