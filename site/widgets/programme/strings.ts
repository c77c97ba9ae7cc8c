/** The programme pages' strings travel with their chunks, not in the first-load core dictionary (ARCHITECTURE "Budgets"). */
import de from '../../../common/i18n/de/programme';
import en from '../../../common/i18n/en/programme';
import { namespace } from '../../../common/i18n/namespace';

export const tProgramme = namespace({ de, en });
