import type de from '../de/opening';

export default {
  openToday: 'Today open {range:string}',
  closedToday: 'Today closed',
  closedNow: 'Closed since {since:string}',
  rangeJoin: ' and ',
  timeSuffix: '',
} satisfies typeof de;
