import type de from '../de/events';

export default {
  overlayButton: 'Programme and tickets',
  datesButton: 'Dates and tickets',
  stickyNav: 'Quick access',
} satisfies typeof de;
