/** The magazine chunks' strings travel with them, not in the first-load core dictionary (ARCHITECTURE "Budgets"). */
import de from '../../../common/i18n/de/magazine';
import en from '../../../common/i18n/en/magazine';
import { namespace } from '../../../common/i18n/namespace';

export const tMagazine = namespace({ de, en });
