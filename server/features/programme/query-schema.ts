/**
 * Query validation of the programme endpoints (SPEC §5; ARCHITECTURE "Request flow" 2): dates
 * DD-MM-YYYY, filter values numeric ids, pages from 1. A bad value is a 400 whose message names the
 * parameter and what it accepts, never a 500 and never a silent empty list.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { PROGRAMME_MAX_PAGE_SIZE } from '../../../common/api/programme';
import { ID, ID_LIST_PATTERN, QUERY_DATE_PATTERN } from '../../../common/api/query-schemas';
import { LANGS } from '../../../common/routes';
import { DATE_MESSAGE } from './berlin-day';

export { ID_LIST, LANG, PAGE, PAGE_SIZE, QUERY_DATE } from '../../../common/api/query-schemas';

/** A path id (`/events/{id}/`). */
export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: ID },
} as const;

/** Messages by the schema's pattern (shared by several parameters) or by the parameter's name. */
const BY_PATTERN: Record<string, (name: string) => string> = {
  [ID_LIST_PATTERN]: (name) => `${name} must be a numeric id, or several separated by commas`,
  [QUERY_DATE_PATTERN]: () => DATE_MESSAGE,
};
const BY_NAME: Record<string, string> = {
  page: 'page must be a whole number from 1',
  page_size: `page_size must be a whole number from 1 to ${PROGRAMME_MAX_PAGE_SIZE}`,
  lang: `lang must be one of ${LANGS.join(', ')}`,
  id: 'id must be a numeric id',
};

function paramName(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing ?? error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

/** Route option `schemaErrorFormatter`: Fastify answers the returned error with a 400. */
export const programmeQueryError = (errors: FastifySchemaValidationError[], dataVar: string): Error => {
  const error = errors[0]!;
  const name = paramName(error);
  const pattern = (error.params as { pattern?: string }).pattern;
  const byPattern = pattern ? BY_PATTERN[pattern] : undefined;
  return new Error(byPattern?.(name) ?? BY_NAME[name] ?? `${name || dataVar} ${error.message ?? 'is invalid'}`);
};

/** "3,7" as [3, 7]; absent as null (no filter). */
export const parseIds = (value: string | undefined): number[] | null => (value === undefined ? null : value.split(',').map(Number));
