import type de from '../de/offline';

export default {
  documentTitle: 'Offline',
  title: 'No connection',
  text: 'You have not visited this page before, and without an internet connection we cannot load it. Pages you have already opened are still available.',
  retry: 'Try again',
  home: 'To the home page',
} satisfies typeof de;
