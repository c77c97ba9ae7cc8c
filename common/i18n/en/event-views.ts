import type de from '../de/event-views';

export default {
  filters: {
    label: 'Filter the programme',
    room: 'Venue',
    type: 'Format',
    tag: 'Topics',
    series: 'Series',
    genre: 'Genre',
    access: 'Accessibility',
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
    /** The period list without JavaScript, its first choice. */
    fromToday: 'from today',
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
    count: '{count:number} {{event|events}}',
    tickets: 'Tickets',
    ticketsFor: 'Tickets for {title}',
    priceFrom: 'from {price}',
    free: 'Free admission',
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
} satisfies typeof de;
