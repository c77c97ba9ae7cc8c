/** The search chunks' strings travel with them, not in the first-load core dictionary (ARCHITECTURE "Budgets"). */
import de from '../../../common/i18n/de/search';
import en from '../../../common/i18n/en/search';
import { namespace } from '../../../common/i18n/namespace';

export const tSearch = namespace({ de, en });
