/**
 * The module renderers' strings live in the core dictionary of each language (common/i18n/<lang>),
 * which the visitor app loads for the page's language only: a German visitor's first load carries no
 * English module strings.
 */
import { t } from '../i18n';
import type { Lang } from '../routes';

export const tModules = (lang: Lang) => t(lang).modules;
