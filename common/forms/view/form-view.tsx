/**
 * One of our forms: client validation with SPEC §5's messages (the same code the server
 * runs), an error summary that takes focus when sending fails, the honeypot, and the success
 * message. Whatever goes wrong, the visitor's entries stay in the form.
 */
import { FORM_ID_FIELD, type Form } from '../../api/forms';
import { FIELD_TYPES, HONEYPOT_NAME } from '../field-types';
import { tForms } from '../messages';
import type { Lang } from '../../routes';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import * as s from './styles';
import { formElementId, useFormEntry } from './use-form-entry';

export interface FormViewProps {
  form: Form;
  lang: Lang;
  /**
   * The content page the form stands on (the 'Formular' module), when not its own page: without
   * JavaScript the browser posts there, naming the form, and the answer is that page.
   */
  page?: string;
}

export function FormView({ form, lang, page }: FormViewProps) {
  const strings = tForms(lang);
  const entry = useFormEntry(form, lang);
  const { values, errors, status } = entry;

  if (status === 'sent') {
    return (
      <div ref={entry.successRef} className={s.success} role="status" tabIndex={-1}>
        <h2>{strings.thanks()}</h2>
        <p>{form.success_message}</p>
      </div>
    );
  }

  const shown = form.fields.filter((f) => f.visible && f.field_type !== FIELD_TYPES.HIDDEN);
  return (
    // method and action: without JavaScript the browser posts the form to its own page (page-post.ts).
    <form method="post" action={page ?? form.urls[lang]} id={formElementId(form)} noValidate onSubmit={(event) => void entry.submit(event as unknown as Event)} aria-busy={status === 'sending'}>
      {page !== undefined && <input type="hidden" name={FORM_ID_FIELD} value={form.id} />}
      {form.fields
        .filter((f) => f.field_type === FIELD_TYPES.HIDDEN)
        .map((f) => (
          <input key={f.slug} type="hidden" name={f.slug} value={String(values[f.slug] ?? '')} />
        ))}
      <ErrorSummary lang={lang} summaryRef={entry.summaryRef} failure={entry.failure} listed={shown.filter((f) => errors[f.slug])} errors={errors} />
      <p className={s.note}>{strings.requiredNote()}</p>
      {shown.map((field) => (
        <Field
          key={field.slug}
          field={field}
          lang={lang}
          value={values[field.slug] ?? null}
          error={errors[field.slug]}
          onChange={entry.change}
          onBusy={entry.onBusy}
          onError={entry.onUploadError}
        />
      ))}
      <div className={s.trap} aria-hidden="true">
        <label htmlFor="form-website">{strings.honeypot()}</label>
        <input id="form-website" name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" value={entry.honeypot} onChange={(event) => entry.setHoneypot(event.currentTarget.value)} />
      </div>
      <button className={s.button} type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? strings.sending() : strings.submit()}
      </button>
    </form>
  );
}
