import type de from '../de/events';
import type { views as deViews } from '../de/events';

export default {
  overlayButton: 'Programme and tickets',
  datesButton: 'Dates and tickets',
  stickyNav: 'Quick access',
} satisfies typeof de;

export const views = {
  filters: {
    label: 'Filter the programme',
    room: 'Venue',
    type: 'Format',
    tag: 'Topics',
    series: 'Series',
    genre: 'Genre',
    date: 'Date',
    open: 'Filters',
    openCount: 'Filters ({count:number})',
    dialogTitle: 'Filter the programme',
    showResults: 'Show results',
    close: 'Close',
    selected: 'Selected filters',
    remove: 'Remove filter: {name}',
    removeAll: 'Remove all filters',
    from: 'from {date}',
  },
  calendar: {
    label: 'Choose a day',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    noEvents: '{date}: no events',
    hint: 'Only days with events can be chosen.',
  },
  list: {
    label: 'Events',
    loading: 'Loading events …',
    loadMore: 'Load more events',
    count: '{count:number} {count|event|events}',
    tickets: 'Tickets',
    ticketsFor: 'Tickets for {title}',
    priceFrom: 'from {price}',
    failed: 'The events could not be loaded. Please try again.',
    retry: 'Try again',
    end: 'These are all the events for your selection.',
  },
  empty: {
    title: 'Unfortunately, your selection did not produce any result.',
    text: 'Please delete one of the filters or try a different combination.',
    reset: 'Reset filters',
  },
  overlay: {
    title: 'Programme and tickets',
    close: 'Close the programme',
  },
} satisfies typeof deViews;
