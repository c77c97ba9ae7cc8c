/** Strings of the consent manager: only its lazy chunk carries them (common/i18n/namespace.ts). */
import de from '../../../common/i18n/de/consent';
import en from '../../../common/i18n/en/consent';
import { namespace } from '../../../common/i18n/namespace';

export const tConsent = namespace({ de, en });
