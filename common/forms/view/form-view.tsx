/**
 * One of our forms: client validation with SPEC §5's messages (the same code the server
 * runs), an error summary that takes focus when sending fails, the honeypot, and the success
 * message. Whatever goes wrong, the visitor's entries stay in the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { postFormEntry } from '../../api/forms-client';
import { FORM_ID_FIELD, FORM_SENT_PARAM, type FieldValue, type FieldValues, type Form } from '../../api/forms';
import type { ApiError } from '../../api/types';
import { FIELD_TYPES, HONEYPOT_NAME } from '../field-types';
import { fieldErrorMessage, tForms } from '../messages';
import { validateEntry } from '../validate';
import { typedEntries } from '../typed-before';
import { initialValues, valuesFromPost } from '../values';
import type { Lang } from '../../routes';
import { Field, controlId } from './field';
import * as s from './styles';

type Status = 'editing' | 'sending' | 'sent';
type Errors = Record<string, string>;

export interface FormViewProps {
  form: Form;
  lang: Lang;
  /**
   * The content page the form stands on (the 'Formular' module), when not its own page: without
   * JavaScript the browser posts there, naming the form, and the answer is that page.
   */
  page?: string;
}

/** The form element's id: the app finds the server's form by it while it hydrates. */
const formElementId = (form: Form) => `form-${form.id}`;

/**
 * What the server's form holds when the app takes over, typed before the code arrived;
 * null when the app draws the form itself. Fields the form does not show keep their start values.
 */
function valuesOnScreen(form: Form, start: FieldValues): FieldValues | null {
  const typed = typedEntries(formElementId(form));
  if (!typed) return null;
  const read = valuesFromPost(form.fields, typed.posted);
  return Object.fromEntries(Object.entries(start).map(([slug, value]) => [slug, typed.names.has(slug) ? read[slug]! : value]));
}

export function FormView({ form, lang, page }: FormViewProps) {
  const strings = tForms(lang);
  // A form the browser sent without JavaScript comes back with what was sent and the errors (page-post.ts);
  // what the visitor typed into the server's form before the app took over is kept.
  const [values, setValues] = useState<FieldValues>(() => {
    const start = form.submission?.values ?? initialValues(form.fields);
    return valuesOnScreen(form, start) ?? start;
  });
  const [errors, setErrors] = useState<Errors>(() => form.submission?.errors ?? {});
  const [uploadErrors, setUploadErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  // ?sent=1: where a form sent without JavaScript lands once stored (POST-redirect-GET).
  const sentByBrowser = new URLSearchParams(useSearch()).has(FORM_SENT_PARAM);
  const [status, setStatus] = useState<Status>(sentByBrowser ? 'sent' : 'editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  // Time to fill and one key per filled-in form, kept across retries (a retry never stores twice).
  const [shownAt] = useState(() => Date.now());
  const submission = useRef('');
  /** After the first attempt, errors follow every change, so a corrected field loses its message at once. */
  const [attempted, setAttempted] = useState(!!form.submission);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'summary' | 'success' | null>(null);

  const shown = form.fields.filter((f) => f.visible && f.field_type !== FIELD_TYPES.HIDDEN);

  function check(next: FieldValues): Errors {
    const { errors: codes } = validateEntry(form.fields, next);
    return Object.fromEntries(Object.entries(codes).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));
  }

  function change(slug: string, value: FieldValue) {
    const next = { ...values, [slug]: value };
    setValues(next);
    if (attempted) setErrors(check(next));
  }

  useEffect(() => {
    if (focusTarget === 'summary') summaryRef.current?.focus();
    if (focusTarget === 'success') successRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  async function submit(event: Event) {
    event.preventDefault();
    if (status === 'sending') return;
    setAttempted(true);
    setFailure(null);
    if (Object.values(busy).some(Boolean)) {
      setFailure(strings.upload.busy());
      setFocusTarget('summary');
      return;
    }
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(uploadErrors).length > 0) {
      setFocusTarget('summary');
      return;
    }
    setStatus('sending');
    try {
      submission.current ||= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      const spamChecks = { fill_ms: Date.now() - shownAt, idempotency_key: submission.current, ...(honeypot ? { [HONEYPOT_NAME]: honeypot } : {}) };
      await postFormEntry(lang, { form: form.id, field_values: values, ...spamChecks });
      submission.current = '';
      setStatus('sent');
      setFocusTarget('success');
    } catch (error) {
      const rejected = (error as ApiError & { errors?: Errors }).errors;
      if (rejected) setErrors(rejected);
      else setFailure(strings.sendFailed());
      setStatus('editing');
      setFocusTarget('summary');
    }
  }

  if (status === 'sent') {
    return (
      <div ref={successRef} className={s.success} role="status" tabIndex={-1}>
        <h2>{strings.thanks()}</h2>
        <p>{form.success_message}</p>
      </div>
    );
  }

  const allErrors = { ...errors, ...uploadErrors };
  const listed = shown.filter((f) => allErrors[f.slug]);
  const hasSummary = listed.length > 0 || failure !== null;
  return (
    // method and action: without JavaScript the browser posts the form to its own page (page-post.ts).
    <form method="post" action={page ?? form.urls[lang]} id={formElementId(form)} noValidate onSubmit={(event) => void submit(event as unknown as Event)} aria-busy={status === 'sending'}>
      {page !== undefined && <input type="hidden" name={FORM_ID_FIELD} value={form.id} />}
      {form.fields
        .filter((f) => f.field_type === FIELD_TYPES.HIDDEN)
        .map((f) => (
          <input key={f.slug} type="hidden" name={f.slug} value={String(values[f.slug] ?? '')} />
        ))}
      <div ref={summaryRef} tabIndex={-1} className={hasSummary ? s.summary : undefined} role={hasSummary ? 'alert' : undefined}>
        {hasSummary && (
          <>
            <h2>{failure ?? strings.summary()}</h2>
            {listed.length > 0 && (
              <ul>
                {listed.map((f) => (
                  <li key={f.slug}>
                    <a href={`#${controlId(f.slug)}`}>
                      {f.label}: {allErrors[f.slug]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <p className={s.note}>{strings.requiredNote()}</p>
      {shown.map((field) => (
        <Field
          key={field.slug}
          field={field}
          lang={lang}
          value={values[field.slug] ?? null}
          error={allErrors[field.slug]}
          onChange={change}
          onBusy={(slug, isBusy) => setBusy((b) => ({ ...b, [slug]: isBusy }))}
          onError={(slug, message) =>
            setUploadErrors(({ [slug]: _old, ...rest }) => (message ? { ...rest, [slug]: message } : rest))
          }
        />
      ))}
      <div className={s.trap} aria-hidden="true">
        <label htmlFor="form-website">{strings.honeypot()}</label>
        <input id="form-website" name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.currentTarget.value)} />
      </div>
      <button className={s.button} type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? strings.sending() : strings.submit()}
      </button>
    </form>
  );
}
