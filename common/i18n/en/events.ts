import type de from '../de/events';

export default {
  overlayButton: 'Programme and tickets',
  datesButton: 'Dates and Tickets',
  stickyNav: 'Quick access',
} satisfies typeof de;
