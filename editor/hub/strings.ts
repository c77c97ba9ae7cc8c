/** The hub's strings in both languages (common/i18n/{de,en}/hub.ts). */
import de from '../../common/i18n/de/hub';
import en from '../../common/i18n/en/hub';
import { namespace } from '../../common/i18n/namespace';

export const tHub = namespace({ de, en });
