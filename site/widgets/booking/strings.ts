/** Strings of the booking widget: only its chunks carry them (common/i18n/namespace.ts). */
import de from '../../../common/i18n/de/booking';
import en from '../../../common/i18n/en/booking';
import { namespace } from '../../../common/i18n/namespace';

export const tBooking = namespace({ de, en });
