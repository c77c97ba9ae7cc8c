/** The magazine chunks' strings travel with them, not in the first-load core dictionary (ARCHITECTURE "Budgets"). */
import de from '../../i18n/de/magazine';
import en from '../../i18n/en/magazine';
import { namespace } from '../../i18n/namespace';

export const tMagazine = namespace({ de, en });
