/** The search chunks' strings travel with them, not in the first-load core dictionary (ARCHITECTURE "Budgets"). */
export { searchTitle, tSearch } from '../../../common/i18n/search-strings';
