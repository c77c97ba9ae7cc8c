/**
 * The accessibility statement's facts in the visitor's language: the status and
 * the last check from the hub's one statement item, the known exceptions in the editors' order.
 */
import { asc } from 'drizzle-orm';
import { CONFORMANCE_LEVELS, type AccessibilityFacts, type ConformanceLevel } from '../../../common/api/accessibility';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { accessibilityExceptions, accessibilityStatement } from '../../db/schema';

const isLevel = (value: string): value is ConformanceLevel => (CONFORMANCE_LEVELS as readonly string[]).includes(value);

export async function loadStatementFacts(db: Db, lang: Lang): Promise<AccessibilityFacts> {
  const [[row], exceptions] = await Promise.all([
    db.select().from(accessibilityStatement).limit(1),
    db.select().from(accessibilityExceptions).orderBy(asc(accessibilityExceptions.position), asc(accessibilityExceptions.id)),
  ]);
  return {
    // No row yet (a site migrated but never edited): say the least, that it complies in part.
    conformance: row && isLevel(row.conformance) ? row.conformance : 'partial',
    checked_on: row?.checkedOn?.toISOString() ?? null,
    check_method: row ? pickText(row.checkMethod, lang) : '',
    exceptions: exceptions.map((e) => ({ title: pickText(e.title, lang), text: pickText(e.text, lang) })).filter((e) => e.title),
  };
}
