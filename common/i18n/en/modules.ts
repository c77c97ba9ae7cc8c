import type de from '../de/modules';

export default {
  newTab: '(opens in a new tab)',
  anchorNav: 'On this page',
  duration: 'Duration: {length}',
  download: 'Download the file',
} satisfies typeof de;
