/** Language of an API request: the `/{locale}/…` prefix or the `?lang=` query (SPEC §1, §7). */
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../../../common/routes';
import { notFound } from '../../errors';

/** Query schema for the language-neutral paths: `?lang=de|en`, German when absent. */
export const LANG_QUERY = {
  type: 'object',
  properties: { lang: { type: 'string', enum: [...LANGS] } },
} as const;

export interface LangQuery {
  lang?: Lang;
}

export interface LocaleParams {
  locale: string;
}

/** The language of a `/{locale}/…` path; any other prefix is a path we do not have. */
export function localeOf(raw: string): Lang {
  if (!isLang(raw)) throw notFound();
  return raw;
}

export const langOf = (query: LangQuery): Lang => query.lang ?? DEFAULT_LANG;

/** Params schema of the `/{locale}/…` paths; the handler turns an unknown locale into a 404 with localeOf. */
export const LOCALE_PARAMS = {
  type: 'object',
  properties: { locale: { type: 'string' } },
} as const;
