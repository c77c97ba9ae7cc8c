/** Strings of access features, event states and the calendar export (common/i18n/de/access.ts): only the programme's chunks carry them. */
import de from '../../i18n/de/access';
import en from '../../i18n/en/access';
import { namespace } from '../../i18n/namespace';

export const tAccess = namespace({ de, en });
