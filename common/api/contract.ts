/**
 * The form of an endpoint of the contract (common/api/endpoints/; ARCHITECTURE "Endpoint
 * contract"): its method, its path and, as types only, its query, body and answer. The server
 * registers its handler from the same object (server/features/http/serve.ts) and the apps call it
 * (`call` in common/api/client.ts), so a renamed path, parameter or field fails the type check on
 * both sides.
 *
 * A query or body is declared as the type of its JSON schema (`typeof EVENT_LIST_QUERY`): the schema
 * the server validates with is the type both sides read (json-schema-to-ts). Schemas are imported
 * as types into the contract, so the apps' bundles carry the path and method of a call, never its
 * schema.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Lang } from '../routes';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint takes and gives. `query` and `body` are JSON schema types, `answer` the JSON it answers. */
export interface Shapes {
  query?: JSONSchema;
  body?: JSONSchema;
  answer: unknown;
}

/**
 * `{lang}` in a path stands for each language (the server registers one route per language);
 * `:name` is a path parameter; a final `*` is the rest of the address, put in as given (already encoded).
 */
export interface Endpoint<S extends Shapes = Shapes, P extends string = string> {
  readonly method: Method;
  readonly path: P;
  /** Never set: carries the shapes for the type check. */
  readonly shapes?: S;
}

/** Declares an endpoint: `endpoint<{ query: typeof SCHEMA; answer: T }>()('/{lang}/api/x/')`, a GET unless `method` says otherwise. */
export function endpoint<S extends Shapes>() {
  return <P extends string>(path: P, method: Method = 'GET'): Endpoint<S, P> => ({ method, path });
}

type ShapesOf<E> = E extends Endpoint<infer S, string> ? S : never;
type PathOf<E> = E extends Endpoint<Shapes, infer P> ? P : never;

export type AnswerOf<E> = ShapesOf<E>['answer'];
export type QuerySchemaOf<E> = ShapesOf<E>['query'];
export type BodySchemaOf<E> = ShapesOf<E>['body'];
export type QueryOf<E> = QuerySchemaOf<E> extends JSONSchema ? FromSchema<QuerySchemaOf<E>> : never;
export type BodyOf<E> = BodySchemaOf<E> extends JSONSchema ? FromSchema<BodySchemaOf<E>> : never;

/** `'/{lang}/api/events/:id/'` → `'id'`; a path ending in `/*` has the rest of the address as `'*'`. */
export type PathParamNames<P extends string> = P extends `${infer Head}/*`
  ? '*' | PathParamNames<Head>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;

export type ParamsOf<E> = { [K in PathParamNames<PathOf<E>>]: string };

export type HasLang<E> = PathOf<E> extends `${string}{lang}${string}` ? true : false;

/** What a call of the endpoint passes: the language where the path has one, its path parameters, query and body. */
export type CallInput<E> = (HasLang<E> extends true ? { lang: Lang } : { lang?: never }) &
  ([PathParamNames<PathOf<E>>] extends [never] ? { params?: never } : { params: { [K in PathParamNames<PathOf<E>>]: string | number } }) &
  (undefined extends QuerySchemaOf<E> ? { query?: never } : { query?: QueryOf<E> }) &
  (undefined extends BodySchemaOf<E> ? { body?: never } : { body: BodyOf<E> });

/** The address of a call: the language and the path parameters put in (encoded; the rest `*` as given). */
export function addressOf(path: string, lang: Lang | undefined, params: Record<string, string | number> = {}): string {
  return path.replace(/\{lang\}|:(\w+)|\*$/g, (token, name?: string) => String(token === '{lang}' ? lang : name ? encodeURIComponent(params[name] ?? '') : (params['*'] ?? '')));
}

/** A query as the strings of an address; absent and empty values are left out. */
export function queryStrings(query: object | undefined): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value != null && value !== '');
  // The address takes numbers as they are (URLSearchParams writes them); none left is no '?' at all.
  return entries.length ? Object.fromEntries(entries) : undefined;
}
