/** The venue's time zone (SPEC §9): every "day" and every clock time of the site is Berlin's. */
export const TIME_ZONE = 'Europe/Berlin';

/** Intl locale per site language: German as in Germany, English in its European form (day before month). */
export const INTL_LOCALES = { de: 'de-DE', en: 'en-GB' } as const;
