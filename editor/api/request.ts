/**
 * Every editor call (SPEC §7 module calls; common/api/editor.ts): credentials and the CSRF header,
 * JSON in and out. A 401 opens the login modal and, once signed in, sends the same request again,
 * so no edit is lost (SPEC §4, issue #10 point 10). Failures keep their body (field errors).
 */
import { csrfHeadersReady, http } from '../../common/api/client';
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

export async function editorRequest<T>(method: Method, url: string, data?: unknown, params?: Record<string, string>): Promise<T> {
  for (;;) {
    try {
      const response = await http<T>({
        url,
        method,
        withCredentials: true,
        headers: await csrfHeadersReady(),
        ...(params ? { params } : {}),
        ...(data === undefined ? {} : { data: data as object }),
      });
      return response.data;
    } catch (error) {
      const { status, data: body } = (error ?? {}) as { status?: number; data?: unknown };
      if (status === 401) {
        await requireLogin();
        continue;
      }
      throw new EditorRequestError(typeof status === 'number' && status > 0 ? status : 0, body);
    }
  }
}
