/**
 * Logs without personal data. A failed query's error carries its parameters —
 * drizzle puts them in the message (`Failed query: … params: Erika,erika@example.org,…`), in
 * `params` and in the stack; PostgreSQL's `detail` quotes the row (`Key (email)=(…)`) — and a URL's
 * query string may hold what a visitor typed. Form entries, sign-ins and user records travel that
 * way, so every log line goes through these serializers: parameters, details, query values and
 * bodies never reach the log, the SQL text and the error's kind do (enough to find the fault).
 * Decisions: DECISIONS "Security before launch: visibility".
 */

export const REDACTED = '[redacted]';

/** "?email=a%40b&page=2" → "?email=[redacted]&page=[redacted]": the names stay for the reader. */
export function redactUrl(address: string): string {
  // A preview link's token opens a draft to anyone who has it.
  const url = address.replace(/(\/preview\/)[A-Za-z0-9_-]{43}/, `$1${REDACTED}`);
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=${REDACTED}`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Values of a parsed query, body or params object: the keys stay, every value goes. */
export function redactValues(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === undefined ? undefined : REDACTED;
  return Object.fromEntries(Object.keys(value).map((key) => [key, REDACTED]));
}

/** The parameters drizzle appends to the message and stack of a failed query. */
const QUERY_PARAMS = /(\bparams: )[\s\S]*?(?=\n {4}at |$)/g;
/** `Key (email)=(x@y.z) already exists`, `Failing row contains (…)`. */
const DETAIL_VALUES = /=\(.*?\)(?= |\.|$)|(contains )\(.*\)/g;

/** A message or stack with query parameters and quoted rows taken out. */
export const redactText = (text: string) => text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(DETAIL_VALUES, (_m, contains?: string) => (contains ? `${contains}(${REDACTED})` : `=(${REDACTED})`));

/** Properties of an error that may hold data rather than a description of the fault. */
const DATA_PROPERTIES = new Set(['params', 'parameters', 'detail', 'where', 'body', 'values', 'internalQuery']);
/** Causes nest shallowly (drizzle → pg); this bounds a cycle. */
const MAX_CAUSES = 5;

type Serialized = Record<string, unknown>;

/** An error as pino's `err` serializer would write it, with everything that may be data redacted. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (error === null || typeof error !== 'object')) return typeof error === 'string' ? redactText(error) : error;
  const source = error as Error & Record<string, unknown>;
  const out: Serialized = { type: source.constructor?.name ?? 'Error', message: redactText(String(source.message ?? '')) };
  if (typeof source.stack === 'string') out.stack = redactText(source.stack);
  for (const [key, value] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (DATA_PROPERTIES.has(key)) out[key] = REDACTED;
    else if (typeof value === 'string') out[key] = redactText(value);
    else if (value === null || typeof value !== 'object') out[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** Fastify's request line, with the query string's values left out. */
function serializeRequest(request: { method: string; url: string; host: string; ip: string }) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}

/** pino's shape of a serialized error (what Fastify's types ask the `err` serializer for). */
type ErrorLine = { type: string; message: string; stack: string; [key: string]: unknown };
const errorLine = (error: unknown) => serializeError(error) as ErrorLine;

/** The serializers of every logger the app makes (server/app.ts). */
export const LOG_SERIALIZERS = { err: errorLine, error: errorLine, req: serializeRequest };
