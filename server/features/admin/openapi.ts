/**
 * The admin API's OpenAPI 3.1 description, generated from the collection declarations, so it can never disagree with what the routes accept.
 */
import { ADMIN_API } from '../../../common/api/admin';
import { PRICE_CATEGORY_LABELS } from '../../../common/api/event-prices';
import type { CollectionDeclaration, CollectionField } from '../../../common/collections/define';

type Schema = Record<string, unknown>;

function valueSchema(field: CollectionField): Schema {
  switch (field.kind) {
    case 'number':
      return { type: 'number', ...(field.min !== undefined && { minimum: field.min }), ...(field.max !== undefined && { maximum: field.max }) };
    case 'boolean':
      return { type: 'boolean' };
    case 'image':
    case 'file':
      return { type: 'object', properties: { $media: { type: 'integer' } } };
    case 'venue':
      return { type: 'object', properties: { $venue: { type: 'integer' } } };
    case 'relation':
      return field.many ? { type: 'array', items: { type: 'integer', description: `id of a ${field.to}` } } : { type: ['integer', 'null'], description: `id of a ${field.to}` };
    case 'password':
      return { type: 'string', minLength: field.minLength, writeOnly: true };
    case 'prices': {
      const name = { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } }, required: ['de'] };
      const price = { type: 'object', properties: { category: { enum: Object.keys(PRICE_CATEGORY_LABELS) }, amount: { type: 'string', pattern: '^\\d{1,6}([.,]\\d{1,2})?$', description: 'at least 0, two decimals: "12.50" (a comma is taken too)' } }, required: ['category', 'amount'] };
      return { type: 'array', items: { type: 'object', properties: { name, prices: { type: 'array', minItems: 1, items: price } }, required: ['name', 'prices'] } };
    }
    case 'settings':
      return { type: 'object', properties: Object.fromEntries(Object.entries(field.fields).map(([path, sub]) => [path, valueSchema(sub)])), description: 'Sub-fields by their path in the object (header.logo).' };
    case 'choice': {
      const codes = { enum: Object.keys(field.options).map((code) => (field.numeric ? Number(code) : code)), description: Object.entries(field.options).map(([code, name]) => `${code}: ${name.en}`).join('; ') };
      return field.many ? { type: 'array', items: codes } : codes;
    }
    case 'date':
      return { type: 'string', format: 'date-time' };
    default:
      return { type: 'string', ...('maxLength' in field && field.maxLength !== undefined && { maxLength: field.maxLength }) };
  }
}

function fieldSchema(field: CollectionField): Schema {
  const value = valueSchema(field);
  const schema: Schema = field.translatable ? { type: 'object', properties: { de: value, en: value }, required: field.required ? ['de'] : [] } : value;
  return { ...schema, title: field.label.en, description: field.label.de, ...(field.readOnly && { readOnly: true }) };
}

function itemSchema(collection: CollectionDeclaration): Schema {
  const properties = Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, fieldSchema(field)]));
  const required = Object.entries(collection.fields).filter(([, f]) => f.required && !f.readOnly).map(([n]) => n);
  return { type: 'object', properties, required };
}

export function openApiDocument(collections: readonly CollectionDeclaration[]): Schema {
  const paths: Schema = {};
  const schemas: Schema = {
    ValidationError: { type: 'object', properties: { message: { type: 'string' }, statusCode: { const: 400 }, errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, code: { type: 'string' }, params: { type: 'object' } } } } } },
    InUse: { type: 'object', properties: { message: { type: 'string' }, statusCode: { const: 409 }, used_by: { type: 'array', items: { type: 'object' } } } },
  };
  for (const c of collections) {
    const name = c.slug.replace(/(^|-)(\w)/g, (_, __, ch: string) => ch.toUpperCase());
    schemas[name] = itemSchema(c);
    const ref = { $ref: `#/components/schemas/${name}` };
    const item = { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' }, title: { type: 'string' }, values: ref } } } } };
    const invalid = { description: 'invalid', content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } } };
    const security = c.access === 'admin' ? 'administrators only' : 'editors';
    const filters = (c.filters ?? []).map((f) => ({ name: f, in: 'query', required: false, schema: { type: 'string' } }));
    paths[`${ADMIN_API}/collections/${c.slug}/`] = {
      get: {
        summary: `${c.label.plural.en} (${security})`,
        parameters: [
          { name: 'q', in: 'query', schema: { type: 'string' }, description: `searches ${c.searchFields.join(', ') || 'nothing'}` },
          { name: 'sort', in: 'query', schema: { enum: [...c.sortFields] } },
          { name: 'dir', in: 'query', schema: { enum: ['asc', 'desc'] } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          ...filters,
        ],
        responses: { 200: { description: 'a page of the list' } },
      },
      ...(!c.singleton && { post: { summary: `create a ${c.label.singular.en}`, requestBody: { content: { 'application/json': { schema: ref } } }, responses: { 201: item, 400: invalid } } }),
    };
    paths[`${ADMIN_API}/collections/${c.slug}/{id}/`] = {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { responses: { 200: item, 404: { description: 'no such item' } } },
      patch: { requestBody: { content: { 'application/json': { schema: ref } } }, responses: { 200: item, 400: invalid } },
      ...(!c.singleton && {
        delete: {
          parameters: [{ name: 'confirm', in: 'query', schema: { enum: ['1', 'true'] } }],
          responses: { 204: { description: 'deleted' }, 409: { description: 'still used', content: { 'application/json': { schema: { $ref: '#/components/schemas/InUse' } } } } },
        },
      }),
    };
  }
  return { openapi: '3.1.0', info: { title: 'Content admin API', version: '1' }, paths, components: { schemas } };
}
