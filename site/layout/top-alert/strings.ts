/** Strings of the top alert: a lazy part, so the first load does not carry them (common/i18n/namespace.ts). */
import de from '../../../common/i18n/de/alert';
import en from '../../../common/i18n/en/alert';
import { namespace } from '../../../common/i18n/namespace';

export const tAlert = namespace({ de, en });
