import { defineModule } from '../define';

/**
 * The category ids a stored `categories` value names, in order: a list of ids as the category picker
 * keeps it, or the comma-separated text ("3,1") modules saved before the picker.
 */
export const categoryIdsOf = (value: readonly number[] | string | null | undefined): number[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(',')).map((part) => Number(String(part).trim())).filter((id) => Number.isInteger(id) && id > 0);

/** SPEC §3 Highlight teaser (categories): the newest article of each chosen magazine category, with a link to the category. */
export default defineModule({
  type: 'highlight-teaser',
  label: { de: 'Highlight-Teaser', en: 'Highlight teaser' },
  fields: {
    categories: { kind: 'relation', to: 'article-category', many: true, label: { de: 'Kategorien', en: 'Categories' }, required: true },
  },
});
