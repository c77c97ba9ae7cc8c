/**
 * The badges of edit mode: 'scheduled 14:32' before a module's or page's
 * online window, 'expired' after it, 'until 18:00' inside a window that ends, and 'check translation'
 * where the other language's text moved on. Times by the server's clock, shown in Berlin time.
 */
import type { ModuleData } from '../../common/api/types';
import type { Lang } from '../../common/routes';
import { berlinTime, tCare } from '../care-strings';

export type BadgeKind = 'scheduled' | 'expired' | 'until' | 'translation';

export interface Badge {
  kind: BadgeKind;
  text: string;
  title?: string;
}

export interface Window {
  online_from: string | null;
  online_to: string | null;
}

export function scheduleBadge(window: Window, now: Date, lang: Lang): Badge | null {
  const s = tCare(lang);
  const at = now.getTime();
  if (window.online_from && at < Date.parse(window.online_from)) return { kind: 'scheduled', text: s.scheduled({ time: berlinTime(window.online_from, lang, now) }) };
  if (window.online_to && at >= Date.parse(window.online_to)) return { kind: 'expired', text: s.expired() };
  if (window.online_to) return { kind: 'until', text: s.until({ time: berlinTime(window.online_to, lang, now) }) };
  return null;
}

export function moduleBadges(module: ModuleData, now: Date, lang: Lang): Badge[] {
  const badges: Badge[] = [];
  const schedule = scheduleBadge(module, now, lang);
  if (schedule) badges.push(schedule);
  if (module.needs_translation?.includes(lang)) badges.push({ kind: 'translation', text: tCare(lang).needsTranslation(), title: tCare(lang).needsTranslationTitle() });
  return badges;
}

/** Every module of the page, children included, in page order. */
export function allModules(modules: ModuleData[]): ModuleData[] {
  return modules.flatMap((m) => [m, ...allModules(m.children ?? [])]);
}
