export { DEFAULT_CURRENCY, formatPrice, isChargeable } from './price';
export { INTL_LOCALES, formatDate, formatTime, formatTimeslot } from './date-time';
export { formatQueryDate, parseQueryDate } from './query-date';
export { TIME_ZONE, berlinInputValue, berlinStartOfDay, berlinWallClock, fromBerlinInput } from './berlin';
export { formatBerlinDateTime, formatStoredDate } from './berlin-display';
