/**
 * What a visitor typed, made safe to search with (SPEC §5 "Search"): trimmed, whitespace
 * collapsed, 1 to SEARCH_QUERY_MAX characters. The text only ever reaches SQL as a bound parameter
 * of websearch_to_tsquery / to_tsquery, never as SQL.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { SEARCH_QUERY_MAX } from '../../../common/api/search';
import type { QueryOf } from '../../../common/api/contract';
import type * as endpoints from '../../../common/api/endpoints';
import { badRequest } from '../../errors';
import { escapeHtml } from '../../shell/escape';

export const QUERY_MESSAGE = `query must be between 1 and ${SEARCH_QUERY_MAX} characters`;
export const PAGE_MESSAGE = 'page must be a whole number from 1';

export type SearchQuerystring = QueryOf<typeof endpoints.search>;

/** Route option `schemaErrorFormatter`: one clear message per parameter. */
export const searchQueryError = (errors: FastifySchemaValidationError[]): Error => {
  const error = errors[0]!;
  const name = (error.params as { missingProperty?: string }).missingProperty ?? error.instancePath.replace(/^\//, '');
  if (name === 'page') return new Error(PAGE_MESSAGE);
  if (name === 'lang') return new Error('lang must be one of de, en');
  return new Error(QUERY_MESSAGE);
};

/** The query as searched: trimmed and single-spaced; a 400 when nothing or too much is left. */
export function searchText(raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.length < 1 || text.length > SEARCH_QUERY_MAX) throw badRequest(QUERY_MESSAGE);
  return text;
}

/** How the query is counted for the dashboard: case and spacing do not make a different query. */
export const normalizedQuery = (text: string) => text.toLowerCase();

/** Words of the query for the autocomplete's prefix query: letters and digits only, so never an operator. */
export const queryWords = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A to_tsquery text for titles holding every word, the last one as the prefix of a word:
 * "alte syn" → "alte & syn:*". Null when the query has no word at all.
 */
export function titlePrefixQuery(text: string): string | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

/** ts_headline marks hits with these; they are swapped for `<mark>` after the text is escaped. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** Escaped HTML with only `<mark>` added: neither content nor query can put markup into the answer. */
export const highlightHtml = (text: string) =>
  escapeHtml(text).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');

export { escapeHtml };

/** Lowercase words only, single-spaced: how two sentences are compared. */
const comparable = (text: string) => ` ${text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? ''} `;

/**
 * An event's lead begins with its preline and subline without a full stop between them, so a
 * preline 'Theater' before the subline 'Theater für junges Publikum' read 'Theater Theater für …'.
 * Up to three words said twice in a row are said once.
 */
const withoutRepeatedStart = (sentence: string) => sentence.replace(/(^|\s)((?:[\p{L}\p{N}]+\s+){0,2}[\p{L}\p{N}]+)\s+\2(?=[\s.,;:!?…]|$)/giu, '$1$2');

/**
 * The text with every sentence left out that an earlier part already holds word for word. An
 * event's subline, lead and description often repeat each other, and a snippet that says the same
 * thing three times tells the visitor nothing.
 */
export function distinctSentences(text: string): string {
  let seen = ' ';
  const kept: string[] = [];
  for (const sentence of text.split(/(?<=[.!?…])\s+/).map(withoutRepeatedStart)) {
    const words = comparable(sentence);
    if (words.trim() === '' || seen.includes(words)) continue;
    kept.push(sentence.trim());
    seen += `${words.trim()} `;
  }
  return kept.join(' ');
}
