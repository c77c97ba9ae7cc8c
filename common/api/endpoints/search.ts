/** Site search (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { SEARCH_QUERY } from '../query-schemas';
import type { AutocompleteResponse, SearchOverview, SearchPage } from '../search';

// Site search (SPEC §7 search calls), `?lang=`; the server also answers them under /{locale}/
export const search = /* @__PURE__ */ endpoint<{ query: typeof SEARCH_QUERY; answer: SearchOverview }>()('/api/search/');
export const searchAutocomplete = /* @__PURE__ */ endpoint<{ query: typeof SEARCH_QUERY; answer: AutocompleteResponse }>()('/api/search/autocomplete/');
export const searchEvents = /* @__PURE__ */ endpoint<{ query: typeof SEARCH_QUERY; answer: SearchPage }>()('/api/search/events/');
export const searchOthers = /* @__PURE__ */ endpoint<{ query: typeof SEARCH_QUERY; answer: SearchPage }>()('/api/search/others/');
