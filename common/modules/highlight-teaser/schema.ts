import { defineModule } from '../define';
import type { Validator } from '../define';

/** Category ids, comma-separated ("3,1"): the order is the order shown. */
const categoryIds: Validator = (value) => (typeof value === 'string' && /^\s*[0-9]{1,9}(\s*,\s*[0-9]{1,9})*\s*$/.test(value) ? null : 'notOption');

/** The ids a stored `categories` value names, in order. */
export const categoryIdsOf = (value: string | null | undefined): number[] =>
  (value ?? '').split(',').map((part) => Number(part.trim())).filter((id) => Number.isInteger(id) && id > 0);

/** SPEC §3 Highlight teaser (categories): the newest article of each chosen magazine category, with a link to the category. */
export default defineModule({
  type: 'highlight-teaser',
  label: { de: 'Highlight-Teaser', en: 'Highlight teaser' },
  fields: {
    categories: { kind: 'text', label: { de: 'Kategorien', en: 'Categories' }, required: true, validators: [categoryIds] },
  },
});
