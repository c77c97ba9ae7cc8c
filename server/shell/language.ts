import Negotiator from 'negotiator';
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../../common/routes';

/** The visitor's language for the root path only (SPEC §1): Accept-Language, else German. */
export function preferredLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return DEFAULT_LANG;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGS]);
  return isLang(best) ? best : DEFAULT_LANG;
}
