/** The module renderers' strings travel with the renderers, not in the first-load core dictionary. */
import de from '../i18n/de/modules';
import en from '../i18n/en/modules';
import { namespace } from '../i18n/namespace';

export const tModules = namespace({ de, en });
