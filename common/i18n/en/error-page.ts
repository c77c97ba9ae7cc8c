import type de from '../de/error-page';

export default {
  notFound: 'This page could not be found',
  offline: 'Website offline',
  offlineHint: 'We are working on the website right now. Please try again shortly.',
  invalidAddress: 'Invalid address',
  invalidAddressHint: 'Please check the address, for example the date or the filters.',
  unknown: 'An unknown error occurred',
  errorPageFailed: 'An error occurred while showing the error page',
} satisfies typeof de;
