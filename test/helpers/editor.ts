/** Shared by the editor API tests: an editor's session with the CSRF pair, and calls in its name. */
import type { InjectOptions } from 'fastify';
import { resourceUrl, type EditorResource } from '../../common/api/editor';
import type { Lang } from '../../common/routes';
import { csrfPairFor, loginAsEditor, type TestApp } from './app';

/** What the tests read of an answer. */
export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

export interface EditorClient {
  call(method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer>;
  url(resource: EditorResource, id?: number | string, action?: string): string;
  cookie: string;
}

export async function editorClient(t: TestApp, username: string, lang: Lang = 'de'): Promise<EditorClient> {
  const session = await loginAsEditor(t, username);
  const csrf = csrfPairFor(session);
  const cookie = `${session}; ${csrf.cookie}`;
  return {
    cookie,
    url: (resource, id, action) => resourceUrl(lang, resource, id, action),
    call: (method, url, payload, headers = {}) =>
      t.app.inject({ method, url, headers: { cookie, ...csrf.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) }),
  };
}
