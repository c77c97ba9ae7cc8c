/**
 * Calls an endpoint of the contract (common/api/endpoints/) through Fastify's inject, as the apps
 * call it through `call`: the test names the endpoint and its typed input, so renaming a path,
 * parameter or field of the contract fails the type check of the tests too.
 */
import * as assert from 'uvu/assert';
import { addressOf, queryStrings, type AnswerOf, type CallInput, type Endpoint } from '../../common/api/contract';
import type { Lang } from '../../common/routes';
import type { TestApp } from './app';

export function addressOfCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const { lang, params, query } = input as { lang?: Lang; params?: Record<string, string | number>; query?: object };
  const search = new URLSearchParams(Object.entries(queryStrings(query) ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return addressOf(endpoint.path, lang, params) + (search ? `?${search}` : '');
}

/** The call's answer; fails the test unless it is a 200. */
export async function callApi<E extends Endpoint>(t: TestApp, endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  const { body } = input as { body?: unknown };
  const response = await t.app.inject({ method: endpoint.method, url: addressOfCall(endpoint, input), ...(body === undefined ? {} : { payload: body as object }) });
  assert.is(response.statusCode, 200, response.body);
  return response.json();
}
