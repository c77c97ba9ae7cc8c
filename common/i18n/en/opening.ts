import type de from '../de/opening';

export default {
  openToday: 'Today open {range:string}',
  closedToday: 'Today closed',
  closedNow: 'Open until {until:string} – now closed',
  rangeJoin: ' and ',
  timeSuffix: '',
} satisfies typeof de;
