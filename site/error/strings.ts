/** Strings of the error page: only its lazy chunk carries them (common/i18n/namespace.ts). */
import de from '../../common/i18n/de/error-page';
import en from '../../common/i18n/en/error-page';
import { namespace } from '../../common/i18n/namespace';

export const tErrorPage = namespace({ de, en });
