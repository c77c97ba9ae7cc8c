/**
 * Builds a form from a declaration's fields alone (STYLE.md 2): one widget per
 * field KIND (widgets.ts), the label from the field, a required marker, and each error message at
 * its field (aria-invalid, aria-describedby). The content admin reuses it for its
 * collection declarations. `focusFirstError` puts the cursor where the first message is.
 */
import { css } from 'goober';
import { useId } from 'react';
import type { RefPreview } from '../../common/api/editor';
import type { FieldError, Fields } from '../../common/modules/define';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { tEditor } from '../state/content';
import type { WidgetProps } from './types';
import { WIDGETS } from './widgets';

export interface DeclarationFormProps {
  fields: Fields;
  values: Record<string, unknown>;
  onChange(name: string, value: unknown): void;
  errors: readonly FieldError[];
  lang: Lang;
  refs?: Record<string, RefPreview>;
  /** A field's work to finish before the form is sent (one per field; a new one replaces it). */
  beforeSave?(field: string, task: () => Promise<void>): void;
  /** A widget by field name in place of its kind's (the admin's relation pickers). */
  widgets?: Readonly<Record<string, (props: WidgetProps) => React.ReactNode>>;
}

export function DeclarationForm({ fields, values, onChange, errors, lang, refs = {}, beforeSave = () => undefined, widgets = {} }: DeclarationFormProps) {
  const base = useId();
  const s = tEditor(lang);
  return (
    <div className={grid}>
      {Object.entries(fields).map(([name, field]) => {
        const Widget = widgets[name] ?? WIDGETS[field.kind];
        const id = `${base}-${name}`;
        const error = errors.find((e) => e.field === name);
        const errorId = error ? `${id}-error` : undefined;
        const checkbox = field.kind === 'boolean';
        const label = (
          <label htmlFor={id} className={checkbox ? inline : undefined}>
            {field.label[lang]}
            {field.required && (
              <span className={marker} aria-hidden="true" title={s.required()}>
                {' '}
                *
              </span>
            )}
          </label>
        );
        const widget = <Widget id={id} name={name} field={field} value={values[name]} onChange={(value) => onChange(name, value)} lang={lang} invalid={Boolean(error)} describedBy={errorId} refs={refs} beforeSave={(task) => beforeSave(name, task)} />;
        return (
          <div key={name} className={row} data-field={name} data-kind={field.kind}>
            {checkbox ? (
              <div className={checkRow}>
                {widget}
                {label}
              </div>
            ) : (
              <>
                {label}
                {widget}
              </>
            )}
            {error && (
              <p id={errorId} className={message}>
                {errorMessage(error, lang)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Moves focus to the first field with an error. */
export function focusFirstError(root: HTMLElement | null): void {
  focusWhenDrawn(root, firstErrorControl, true);
}

/**
 * What the editor must change first in the first field with an error: the control marked invalid
 * (an image's missing alt text), else its rich text, else its first button (a picker). The first
 * button was taken before the alt text: the keyboard landed on the image's 'Entfernen'.
 */
function firstErrorControl(root: HTMLElement): HTMLElement | null {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!field || field.getAttribute('aria-invalid') === 'true') return field;
  return field.querySelector<HTMLElement>('[aria-invalid="true"], [contenteditable="true"]') ?? field.querySelector('button');
}

/** About a second of frames: what a lazily loaded widget (a picker, Editor.js) needs to draw itself. */
const DRAW_FRAMES = 60;

/**
 * Focuses the first element under `root` matching `target` (a selector, or a finder), waiting frame by frame until a widget
 * drawn later (the lazy field kinds) is there: focusing in the same frame found nothing and left the
 * cursor on the button pressed, for a relation picker after a refused save (editor-rules, under load).
 */
export function focusWhenDrawn(root: HTMLElement | null, target: string | ((root: HTMLElement) => HTMLElement | null), scroll = false, frames = DRAW_FRAMES, was = document.activeElement): void {
  // The editor moved on meanwhile (typed, tabbed, clicked): the cursor stays where they put it.
  if (!root?.isConnected || document.activeElement !== was) return;
  const found = typeof target === 'string' ? root.querySelector<HTMLElement>(target) : target(root);
  if (found) {
    found.focus();
    if (scroll) found.scrollIntoView?.({ block: 'center' });
  } else if (frames > 0) requestAnimationFrame(() => focusWhenDrawn(root, target, scroll, frames - 1, was));
}

/* minmax(0, 1fr): a select with long options may not widen the form past a phone's screen. */
const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
const row = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.3rem;
  label {
    font-weight: 600;
  }
`;
const checkRow = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;
const inline = css`
  font-weight: 400 !important;
`;
const marker = css`
  color: #a50e0e;
`;
const message = css`
  margin: 0;
  color: #a50e0e;
  font-weight: 600;
`;
