import type de from '../de/common';

export default {
  skipToContent: 'Skip to content',
  home: 'To the home page',
  coming: 'This page is coming soon.',
} satisfies typeof de;
