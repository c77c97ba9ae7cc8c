/** Strings of the external embeds' consent placeholder: their renderers are lazy, so the first load does not carry them (common/i18n/namespace.ts). */
import de from '../../i18n/de/embed';
import en from '../../i18n/en/embed';
import { namespace } from '../../i18n/namespace';

export const tEmbed = namespace({ de, en });
