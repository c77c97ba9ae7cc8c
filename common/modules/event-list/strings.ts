/** Strings of the event list, its filters and the overlay: only their lazy chunks carry them (common/i18n/namespace.ts). */
import { views as de } from '../../i18n/de/events';
import { views as en } from '../../i18n/en/events';
import { namespace } from '../../i18n/namespace';

export const tEvents = namespace({ de, en });
