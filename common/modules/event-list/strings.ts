/** Strings of the event list, its filters and the overlay: only their lazy chunks carry them (common/i18n/namespace.ts). */
import de from '../../i18n/de/event-views';
import en from '../../i18n/en/event-views';
import { namespace } from '../../i18n/namespace';

export const tEvents = namespace({ de, en });
