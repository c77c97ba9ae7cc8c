import type de from '../de/errors';

export default {
  title: 'Error {status:number}',
  notFound: 'This page could not be found',
  offline: 'Website offline',
  offlineHint: 'We are working on the website right now. Please try again shortly.',
  unknown: 'An unknown error occurred',
  errorPageFailed: 'An error occurred while showing the error page',
  connectionLost: 'No internet connection. Please check your connection.',
} satisfies typeof de;
