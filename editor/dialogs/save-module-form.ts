/**
 * The save of a generated module form, one sequence for a module's dialog and for a list item's
 * form inside it: the widgets hand over their work (Editor.js its latest text, media their texts),
 * the values are checked here with the server's rules, then sent; a 400 comes back as the fields'
 * reasons, anything else as a failure the form reports in its own words.
 */
import { isValidationError, type EditorModule, type FieldError } from '../../common/api/editor';
import { validateModule } from '../../common/modules/validate';
import { EditorRequestError } from '../api/request';

/**
 * Thrown by a widget's task when it stopped the save and shows its reasons itself: a list item's
 * form that could not be taken over when the list around it was saved.
 */
export class SaveStopped extends Error {}

export type FormSave =
  | { kind: 'saved'; module: EditorModule }
  /** `here`: found before anything was sent, so nothing was lost on the way. */
  | { kind: 'refused'; errors: FieldError[]; here: boolean }
  | { kind: 'failed' };

export async function saveModuleForm(
  type: string,
  tasks: Iterable<() => Promise<void>>,
  values: () => Record<string, unknown>,
  send: (data: Record<string, unknown>) => Promise<EditorModule>,
): Promise<FormSave> {
  try {
    for (const task of tasks) await task();
    const data = values();
    const errors = validateModule(type, data);
    if (errors.length) return { kind: 'refused', errors, here: true };
    return { kind: 'saved', module: await send(data) };
  } catch (error) {
    if (error instanceof SaveStopped) return { kind: 'refused', errors: [], here: true };
    const body = error instanceof EditorRequestError ? error.body : null;
    return isValidationError(body) ? { kind: 'refused', errors: body.errors, here: false } : { kind: 'failed' };
  }
}
