/** The venue's time zone (SPEC §9): every "day" and every clock time of the site is Berlin's. */
export const TIME_ZONE = 'Europe/Berlin';
