/**
 * SPEC §8 error texts, as the API and the visitor app set them on ApiError.message. Apart from the
 * error class and its mapping (errors.ts): the first load names these texts while only lazy code
 * throws and maps errors, and a module the entry imports is bundled into the entry whole.
 */
export const ERROR_MESSAGES = {
  /** A page fetch or redirect failure. */
  notFound: '404 Not Found',
  /** No route matches the path. */
  pageNotFound: 'This page could not be found',
  siteOffline: 'Website offline',
  /** Any error without a status of its own (a 500). */
  unknown: 'an unknown error occurred',
} as const;
