/**
 * A form sent by the browser itself, without JavaScript (issue #22 point 1): POST of the form's own
 * page address as application/x-www-form-urlencoded. The same validation as the app's JSON post
 * (common/forms/validate.ts), then POST-redirect-GET: a stored entry answers 303 to the form page
 * with `?sent=1` (its confirmation, nothing personal in the address); errors answer the form page
 * itself (400, never cached or shared) with the visitor's values and the messages on the form.
 *
 * CSRF: a cached page is the same bytes for everyone, so it cannot carry a per-visitor token, and a
 * browser's own form post cannot set the X-CSRFToken header. The route takes the plugin's 'origin'
 * mode instead (server/plugins/csrf.ts): browsers send Origin with every POST of a form, and it must
 * name this site. It takes no credentials and changes nothing a visitor owns.
 */
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FieldValues, Form } from '../../../common/api/forms';
import { FORM_SENT_PARAM } from '../../../common/api/forms';
import { fieldErrorMessage } from '../../../common/forms/messages';
import { validateEntry } from '../../../common/forms/validate';
import { valuesFromPost } from '../../../common/forms/values';
import { HONEYPOT_NAME } from '../../../common/forms/field-types';
import type { Lang } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import { LOCALE_PARAMS, localeOf, type LocaleParams } from '../http/lang';
import { loadForm } from './form-service';
import { helmetOptions } from '../../shell/csp';

type StoreEntry = (form: Form, lang: Lang, values: FieldValues, isSpam: boolean, idempotencyKey: string | null, reply: FastifyReply) => Promise<{ id: number } | { unavailable: string }>;

/** The largest urlencoded form we take: the textarea's 10,000 characters, encoded, and the rest. */
const BODY_LIMIT = 128 * 1024;

const PARAMS = {
  type: 'object',
  required: ['locale', 'slug', 'id'],
  properties: { ...LOCALE_PARAMS.properties, slug: { type: 'string', maxLength: 200 }, id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export function pagePost({ storeEntry, config }: { storeEntry: StoreEntry; config: object }): FastifyPluginAsync {
  return async (app) => {
    // The form page with its errors is a page like every other: the same CSP and headers (issue #21).
    await app.register(helmet, helmetOptions(app.config));
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });

    app.post<{ Params: LocaleParams & { slug: string; id: number }; Body: URLSearchParams }>(
      '/:locale/forms/:slug/:id',
      { schema: { params: PARAMS }, config: { ...config, csrf: 'origin' } },
      async (request, reply) => {
        const lang = localeOf(request.params.locale);
        if (!(request.body instanceof URLSearchParams)) throw badRequest('Send the form as application/x-www-form-urlencoded.');
        const form = await loadForm(app.db, request.params.id, lang);
        if (!form) throw notFound();
        const submitted = valuesFromPost(form.fields, request.body);
        const checked = validateEntry(form.fields, submitted);
        const page = form.urls[lang] ?? request.url.split('?')[0]!;
        if (Object.keys(checked.errors).length > 0) {
          const errors = Object.fromEntries(Object.entries(checked.errors).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));
          return app.answerPage(request, reply, page, (initial) => ({ ...initial, data: { ...(initial.data as Form), submission: { values: submitted, errors } } as never }));
        }
        const isSpam = Boolean(request.body.get(HONEYPOT_NAME)?.trim());
        const stored = await storeEntry(form, lang, checked.values as FieldValues, isSpam, null, reply);
        if ('unavailable' in stored) throw badRequest('A file of this form is no longer available.');
        return reply.redirect(`${page}?${FORM_SENT_PARAM}=1`, 303);
      },
    );
  };
}
