/** Strings of 'Neue Seite', the page tree and the settings previews: their lazy chunks' namespace. */
import de from '../../common/i18n/de/page-tree';
import en from '../../common/i18n/en/page-tree';
import { namespace } from '../../common/i18n/namespace';

export const tPageTree = namespace({ de, en });
