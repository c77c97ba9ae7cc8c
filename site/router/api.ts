/**
 * The HTTP client on demand: the first paint needs no API call (its data is inlined), so the
 * client and redaxios load with the first navigation instead of with the entry (ARCHITECTURE "Budgets").
 */
export const api = () => import('../../common/api/client');
