import type de from '../de/access';

export default {
  accessApply: 'Apply filters',
  feed: 'Subscribe as a calendar',
  feedHint: 'This selection as a calendar subscription (webcal) – or add this address to your calendar:',
  heading: 'Accessibility',
  previously: 'Previous date: {date}',
  addToCalendar: 'Add to calendar',
  addToCalendarFor: 'Add to calendar: {title}',
  feedName: 'Programme',
} satisfies typeof de;
