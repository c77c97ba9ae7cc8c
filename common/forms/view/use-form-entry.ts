/**
 * A form's entry while the visitor fills it in: the values, SPEC §5's messages (the same code the
 * server runs, following every change after the first attempt), uploads under way, and sending with
 * one key per filled-in form, kept across retries so a retry never stores twice. Whatever goes
 * wrong, the entries stay.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { postFormEntry } from '../../api/forms-client';
import { FORM_SENT_PARAM, type FieldValue, type FieldValues, type Form } from '../../api/forms';
import type { ApiRequestError } from '../../api/errors';
import { HONEYPOT_NAME } from '../field-types';
import { fieldErrorMessage, tForms } from '../messages';
import { typedEntries } from '../typed-before';
import { validateEntry } from '../validate';
import { initialValues, valuesFromPost } from '../values';
import type { Lang } from '../../routes';

export type Status = 'editing' | 'sending' | 'sent';
export type Errors = Record<string, string>;

/** The form element's id: the app finds the server's form by it while it hydrates. */
export const formElementId = (form: Form) => `form-${form.id}`;

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

/** The error summary or the success message takes focus once drawn, after a send or a failed attempt. */
function useFocusTarget() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'summary' | 'success' | null>(null);
  useEffect(() => {
    if (focusTarget === 'summary') summaryRef.current?.focus();
    if (focusTarget === 'success') successRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  return { summaryRef, successRef, setFocusTarget };
}

export function useFormEntry(form: Form, lang: Lang) {
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
  const [shownAt] = useState(() => Date.now());
  const submission = useRef('');
  const [attempted, setAttempted] = useState(!!form.submission);
  const { summaryRef, successRef, setFocusTarget } = useFocusTarget();

  const check = (next: FieldValues): Errors =>
    Object.fromEntries(Object.entries(validateEntry(form.fields, next).errors).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));

  const change = (slug: string, value: FieldValue) => {
    const next = { ...values, [slug]: value };
    setValues(next);
    if (attempted) setErrors(check(next));
  };

  /** Whether the entry may go: no upload under way, no field in error; else the summary says why. */
  const ready = () => {
    setAttempted(true);
    setFailure(null);
    if (Object.values(busy).some(Boolean)) {
      setFailure(strings.upload.busy());
      setFocusTarget('summary');
      return false;
    }
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(uploadErrors).length > 0) {
      setFocusTarget('summary');
      return false;
    }
    return true;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (status === 'sending' || !ready()) return;
    setStatus('sending');
    try {
      submission.current ||= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      const spamChecks = { fill_ms: Date.now() - shownAt, idempotency_key: submission.current, ...(honeypot ? { [HONEYPOT_NAME]: honeypot } : {}) };
      await postFormEntry(lang, { form: form.id, field_values: values, ...spamChecks });
      submission.current = '';
      setStatus('sent');
      setFocusTarget('success');
    } catch (error) {
      const rejected = (error as Partial<ApiRequestError>).answer?.errors as Errors | undefined;
      if (rejected) setErrors(rejected);
      else setFailure(strings.sendFailed());
      setStatus('editing');
      setFocusTarget('summary');
    }
  };

  const onBusy = (slug: string, isBusy: boolean) => setBusy((b) => ({ ...b, [slug]: isBusy }));
  const onUploadError = (slug: string, message: string | null) => setUploadErrors(({ [slug]: _old, ...rest }) => (message ? { ...rest, [slug]: message } : rest));
  return { values, errors: { ...errors, ...uploadErrors }, status, failure, honeypot, setHoneypot, change, submit, onBusy, onUploadError, summaryRef, successRef };
}
