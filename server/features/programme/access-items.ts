/**
 * An event's access features as visitors read them, with the hub's explanation of
 * each (access_feature_texts) in the requested language.
 */
import { asc, inArray } from 'drizzle-orm';
import { ACCESS_FEATURE_LABELS, ACCESS_FEATURES, isAccessFeature, type AccessFeatureItem, type EventStatus } from '../../../common/api/access';
import { pickText, type Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { accessFeatureTexts, events } from '../../db/schema';
import { effectiveAccess, productionSurtitles } from './events-query';

export type Explanations = Map<string, Localized>;

export async function accessExplanations(db: Db): Promise<Explanations> {
  const rows = await db.select({ code: accessFeatureTexts.code, explanation: accessFeatureTexts.explanation }).from(accessFeatureTexts).orderBy(asc(accessFeatureTexts.position));
  return new Map(rows.map((r) => [r.code, r.explanation]));
}

/** The event's surtitle languages, else its production's. */
export const surtitlesOf = (own: Localized, production: Localized | null, lang: Lang): string => pickText(own, lang) || (production ? pickText(production, lang) : '');

/** The codes in filter order, each once; unknown codes (written by hand in the database) left out. */
export function accessItems(codes: readonly string[] | null, explanations: Explanations, lang: Lang, surtitles: string): AccessFeatureItem[] {
  const present = new Set((codes ?? []).filter(isAccessFeature));
  return ACCESS_FEATURES.filter((code) => present.has(code)).map((code) => {
    const text = explanations.has(code) ? pickText(explanations.get(code)!, lang) : '';
    const languages = code === 'surtitles' && surtitles ? surtitles : '';
    return {
      code,
      name: ACCESS_FEATURE_LABELS[code][lang],
      explanation: [languages, text].filter(Boolean).join(' – '),
    };
  });
}

/** Access features and state of some events by id, for lists that are not the programme's (search hits). */
export async function eventAccessFacts(db: Db, ids: number[], lang: Lang): Promise<Map<number, { access: AccessFeatureItem[]; status: EventStatus }>> {
  if (ids.length === 0) return new Map();
  const [rows, explanations] = await Promise.all([
    db
      .select({ id: events.id, access: effectiveAccess, status: events.status, surtitles: events.surtitleLanguages, productionSurtitles })
      .from(events)
      .where(inArray(events.id, ids)),
    accessExplanations(db),
  ]);
  return new Map(
    rows.map((r) => [r.id, { status: r.status, access: accessItems(r.access, explanations, lang, surtitlesOf(r.surtitles, r.productionSurtitles, lang)) }]),
  );
}
