/** The shape of the option lists: `?lang=`, an array of options. */
import type { LANG_QUERY } from '../query-schemas';

export type Options<T> = { query: typeof LANG_QUERY; answer: T[] };
