/** The publish panel's and draft line's strings (issue #19): a namespace of their lazy chunk, not the editor's first load. */
import de from '../../common/i18n/de/editor-drafts';
import en from '../../common/i18n/en/editor-drafts';
import { namespace } from '../../common/i18n/namespace';

export const tDrafts = namespace({ de, en });
