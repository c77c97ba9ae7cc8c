/**
 * Bilingual care: a module's text edited in one language leaves the other
 * language's text behind, so the other language is marked 'needs translation' until an editor saves
 * the module in it. An edit in a language that was itself marked is the catch-up, not a new change:
 * it clears its mark and marks nothing else, so the two languages never chase each other.
 */
import { LANGS, type Lang } from '../../../common/routes';
import type { Localized } from '../../../common/i18n/localized';
import type { ModuleRow } from './placement';

type Texts = Localized<Record<string, unknown>>;

function sameTexts(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  const left = a ?? {};
  const right = b ?? {};
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (empty(left[key]) && empty(right[key])) continue;
    if (JSON.stringify(left[key]) !== JSON.stringify(right[key])) return false;
  }
  return true;
}

/** The languages marked after saving `texts` in `lang` over `row` (null: a new module). */
export function translationMarks(row: Pick<ModuleRow, 'i18n' | 'needsTranslation'> | null, texts: Texts, lang: Lang): Lang[] {
  const marked = new Set(row?.needsTranslation ?? []);
  const catchingUp = marked.delete(lang);
  const changed = !sameTexts(row?.i18n[lang], texts[lang]) && Object.keys(texts[lang] ?? {}).length > 0;
  if (changed && !catchingUp) for (const other of LANGS) if (other !== lang) marked.add(other);
  return LANGS.filter((l) => marked.has(l));
}
