/** Query validation of the magazine calls (ARCHITECTURE "Request flow" 2): numeric ids, pages from 1. */
import type { FastifySchemaValidationError } from 'fastify';
import { BLOG_ITEMS } from '../../../common/modules/blog-teaser-list/schema';
import { ID } from '../../../common/api/query-schemas';

export const ARTICLE_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;

const MESSAGES: Record<string, string> = {
  category: 'category must be a numeric id',
  tag: 'tag must be a numeric id',
  id: 'id must be a numeric id',
  page: 'page must be a whole number from 1',
  items: `items must be a whole number from ${BLOG_ITEMS.min} to ${BLOG_ITEMS.max}`,
  lang: 'lang must be one of de, en',
};

/** Route option `schemaErrorFormatter`: a 400 naming the parameter and what it accepts. */
export const magazineQueryError = (errors: FastifySchemaValidationError[], dataVar: string): Error => {
  const error = errors[0]!;
  const name = (error.params as { missingProperty?: string }).missingProperty ?? error.instancePath.replace(/^\//, '');
  return new Error(MESSAGES[name] ?? `${name || dataVar} ${error.message ?? 'is invalid'}`);
};

export const optionalId = (value: string | undefined) => (value === undefined ? undefined : Number(value));
