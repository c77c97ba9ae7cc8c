import type de from '../de/alert';

export default {
  label: 'Current notice',
  close: 'Close notice',
} satisfies typeof de;
