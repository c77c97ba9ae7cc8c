/**
 * A form sent by the browser itself, without JavaScript: POST of the form's own
 * page address as application/x-www-form-urlencoded. The same validation as the app's JSON post
 * (common/forms/validate.ts), then POST-redirect-GET: a stored entry answers 303 to the form page
 * with `?sent=1` (its confirmation, nothing personal in the address); errors answer the form page
 * itself (400, never cached or shared) with the visitor's values and the messages on the form. A
 * 'Formular' module's form does the same on the content page it stands on.
 *
 * CSRF: a cached page is the same bytes for everyone, so it cannot carry a per-visitor token, and a
 * browser's own form post cannot set the X-CSRFToken header. The route takes the plugin's 'origin'
 * mode instead (server/plugins/csrf.ts): browsers send Origin with every POST of a form, and it must
 * name this site. It takes no credentials and changes nothing a visitor owns.
 * Decisions: DECISIONS "The header menu and forms without JavaScript".
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldValues, Form } from '../../../common/api/forms';
import { FORM_ID_FIELD, FORM_SENT_PARAM } from '../../../common/api/forms';
import type { InitialData } from '../../../common/api/types';
import { fieldErrorMessage } from '../../../common/forms/messages';
import { validateEntry } from '../../../common/forms/validate';
import { valuesFromPost } from '../../../common/forms/values';
import { HONEYPOT_NAME } from '../../../common/forms/field-types';
import type { Lang } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import { LOCALE_PARAMS, localeOf, type LocaleParams } from '../http/lang';
import { loadForm } from './form-service';
import type { StoreEntry } from './store-entry';
import { helmetOptions } from '../../shell/csp';

/** The largest urlencoded form we take: the textarea's 10,000 characters, encoded, and the rest. */
const BODY_LIMIT = 128 * 1024;

const PARAMS = {
  type: 'object',
  required: ['locale', 'slug', 'id'],
  properties: { ...LOCALE_PARAMS.properties, slug: { type: 'string', maxLength: 200 }, id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export function pagePost({ storeEntry, config }: { storeEntry: StoreEntry; config: object }): FastifyPluginAsync {
  return async (app) => {
    // The form page with its errors is a page like every other: the same CSP and headers.
    await app.register(helmet, helmetOptions(app.config));
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });

    /**
     * Judges a post of `form` sent from `page`, the form's own page or a content page holding it: 303
     * to the page's confirmation when stored, else the page itself with what was sent and the errors
     * (`withSubmission` puts them where that page shows the form).
     */
    async function answer(request: FastifyRequest, reply: FastifyReply, form: Form, lang: Lang, page: string, body: URLSearchParams, withSubmission: (initial: InitialData, submission: Submission) => InitialData) {
      const submitted = valuesFromPost(form.fields, body);
      const checked = validateEntry(form.fields, submitted);
      if (Object.keys(checked.errors).length > 0) {
        const errors = Object.fromEntries(Object.entries(checked.errors).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));
        return app.answerPage(request, reply, page, (initial) => withSubmission(initial, { values: submitted, errors }));
      }
      const isSpam = Boolean(body.get(HONEYPOT_NAME)?.trim());
      const stored = await storeEntry(form, lang, checked.values as FieldValues, isSpam, null, reply);
      if ('unavailable' in stored) throw badRequest('A file of this form is no longer available.');
      return reply.redirect(`${page}?${FORM_SENT_PARAM}=1`, 303);
    }

    app.post<{ Params: LocaleParams & { slug: string; id: number }; Body: URLSearchParams }>(
      '/:locale/forms/:slug/:id',
      { schema: { params: PARAMS }, config: { ...config, csrf: 'origin' } },
      async (request, reply) => {
        const lang = localeOf(request.params.locale);
        if (!(request.body instanceof URLSearchParams)) throw badRequest('Send the form as application/x-www-form-urlencoded.');
        const form = await loadForm(app.db, request.params.id, lang);
        if (!form) throw notFound();
        const page = form.urls[lang] ?? request.url.split('?')[0]!;
        return answer(request, reply, form, lang, page, request.body, (initial, submission) => ({ ...initial, data: { ...(initial.data as Form), submission } as never }));
      },
    );

    /**
     * A form of a 'Formular' module, posted to the content page it stands on with
     * the form's id in FORM_ID_FIELD: the same judgement, answered on that page. Anything else posted
     * to a page address (no form named, not a form post) finds nothing, as before this route.
     */
    app.post<{ Params: LocaleParams & { '*': string }; Body: unknown }>(
      '/:locale/*',
      {
        schema: { params: { type: 'object', required: ['locale'], properties: { ...LOCALE_PARAMS.properties } } },
        config: { ...config, csrf: 'origin' },
        // An address outside the two languages (/cms-api/…) is not found, before the origin check would refuse it.
        preValidation: async (request) => void localeOf(request.params.locale),
      },
      async (request, reply) => {
        const lang = localeOf(request.params.locale);
        const body = request.body instanceof URLSearchParams ? request.body : null;
        const id = Number(body?.get(FORM_ID_FIELD) ?? '');
        if (!body || !Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
        const form = await loadForm(app.db, id, lang);
        if (!form) throw notFound();
        const page = request.url.split('?')[0]!;
        return answer(request, reply, form, lang, page, body, (initial, submission) => ({ ...initial, page: initial.page && withFormSubmission(initial.page, form.id, submission) }));
      },
    );
  };
}

type Submission = NonNullable<Form['submission']>;

/** `value` with the submission added to every resolved form `id` in it (the page's 'Formular' modules). */
function withFormSubmission<T>(value: T, id: number, submission: Submission): T {
  if (Array.isArray(value)) return value.map((item) => withFormSubmission(item, id, submission)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.type === 'form' && typeof record.data === 'object' && record.data !== null) {
    const data = record.data as { form?: Form | null };
    if (data.form?.id === id) return { ...record, data: { ...data, form: { ...data.form, submission } } } as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, withFormSubmission(item, id, submission)])) as T;
}
