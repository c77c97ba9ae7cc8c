/**
 * Every editor call (SPEC §7 module calls; common/api/editor.ts): credentials and the CSRF header,
 * JSON in and out. A 401 opens the login modal and, once signed in, sends the same request again,
 * so no edit is lost (SPEC §4). Failures keep their body (field errors).
 * Writes carry the page revision they started from (If-Match); a stale one (409) opens the
 * conflict dialog, and 'overwrite' sends the same request again with `If-Match: *`.
 */
import { csrfHeadersReady, http } from '../../common/api/client';
import { addressOf, queryStrings, type AnswerOf, type CallInput, type Endpoint } from '../../common/api/contract';
import type { Lang } from '../../common/routes';
import { isStaleSave } from '../../common/api/versions';
import { askAboutConflict } from '../conflict/conflict-gate';
import { noteRevision, revisionHeaders } from '../conflict/revision';
import { requireLogin } from '../state/login-gate';

export type Method = 'get' | 'post' | 'patch' | 'delete';

export class EditorRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
  }
}

/**
 * Calls an endpoint of the contract (common/api/endpoints/; ARCHITECTURE "Endpoint contract") with
 * the editor's handling above: `editorCall(endpoints.module, { lang, params: { id } })`. The path,
 * parameters, query and body are the contract's, so the server's route and this call cannot differ.
 */
export function editorCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  const { lang, params, query, body } = input as { lang?: Lang; params?: Record<string, string | number>; query?: object; body?: unknown };
  return editorRequest(endpoint.method.toLowerCase() as Method, addressOf(endpoint.path, lang, params), body, queryStrings(query));
}

/** Not exported: every call names its endpoint through editorCall, so no address or answer type is spelt apart from the contract. */
async function editorRequest<T>(method: Method, url: string, data?: unknown, params?: Record<string, string | number>): Promise<T> {
  let overwrite = false;
  for (;;) {
    try {
      const response = await http<T>({
        url,
        method,
        withCredentials: true,
        headers: { ...(await csrfHeadersReady()), ...revisionHeaders(method, overwrite) },
        ...(params ? { params } : {}),
        ...(data === undefined ? {} : { data: data as object }),
      });
      noteRevision(method, response.headers);
      return response.data;
    } catch (error) {
      const { status, data: body } = (error ?? {}) as { status?: number; data?: unknown };
      if (status === 401) {
        await requireLogin();
        continue;
      }
      if (status === 409 && !overwrite && isStaleSave(body) && (await askAboutConflict(body)) === 'overwrite') {
        overwrite = true;
        continue;
      }
      throw new EditorRequestError(typeof status === 'number' && status > 0 ? status : 0, body);
    }
  }
}
