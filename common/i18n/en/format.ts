import type de from '../de/format';

export default {
  time: '{time}',
} satisfies typeof de;
