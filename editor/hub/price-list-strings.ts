/** The seat groups and prices widget's strings in both languages (common/i18n/{de,en}/hub-prices.ts). */
import de from '../../common/i18n/de/hub-prices';
import en from '../../common/i18n/en/hub-prices';
import { namespace } from '../../common/i18n/namespace';

export const tPrices = namespace({ de, en });
