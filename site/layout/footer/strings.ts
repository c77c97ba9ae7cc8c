/** Strings of the footer: it loads at idle (site/layout/when-idle.tsx), so the first load does not carry them (common/i18n/namespace.ts). */
import de from '../../../common/i18n/de/footer';
import en from '../../../common/i18n/en/footer';
import { namespace } from '../../../common/i18n/namespace';

export const tFooter = namespace({ de, en });
