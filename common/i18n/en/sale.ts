import type de from '../de/sale';

export default {
  few: 'Only a few seats left',
  sold_out: 'Sold out',
  running: 'Happening now',
  ended: 'Over',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  book: 'Book tickets',
  bookFor: 'Book tickets for {title}',
} satisfies typeof de;
