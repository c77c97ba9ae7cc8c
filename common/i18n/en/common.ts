import type de from '../de/common';

export default {
  skipToContent: 'Skip to content',
  home: 'To the home page',
} satisfies typeof de;
