/**
 * An audit entry in words: one sentence in the hub's language and the time in
 * Europe/Berlin, written by the server so the hub's chunk carries no dictionary of actions and kinds.
 * Decisions: DECISIONS "Audit log".
 */
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../common/api/audit';
import { collectionOf } from '../../../common/collections/registry';
import { formatBerlinDateTime } from '../../../common/format';
import { declarationOf } from '../../../common/modules/declarations';
import deAudit from '../../../common/i18n/de/audit';
import enAudit from '../../../common/i18n/en/audit';
import { namespace } from '../../../common/i18n/namespace';
import type { Lang } from '../../../common/routes';
import type { adminActivity } from '../../db/schema';

const tAudit = namespace({ de: deAudit, en: enAudit });
type Row = typeof adminActivity.$inferSelect;
type OwnKind = keyof typeof deAudit.kinds;

export function kindLabel(kind: string, lang: Lang): string {
  const collection = collectionOf(kind);
  if (collection) return collection.label.singular[lang];
  const own = (lang === 'de' ? deAudit : enAudit).kinds[kind as OwnKind];
  return own ?? kind;
}

/** "14.03.2026, 19:30:05" / "14/03/2026, 19:30:05": the hub's one way of writing a time, with seconds for a log. */
export const berlinWhen = (at: Date, lang: Lang): string => formatBerlinDateTime(at, lang, true);

/** The names of the fields a change touched, as the hub's form labels them. */
function fieldNames(kind: string, fields: string[], lang: Lang): string {
  const declared = collectionOf(kind)?.fields;
  return fields.map((f) => declared?.[f]?.label[lang] ?? f).join(', ');
}

export function sentenceOf(row: Row, lang: Lang): string {
  const s = tAudit(lang);
  const detail = row.detail ?? {};
  const label = kindLabel(row.collection, lang);
  // English puts the kind inside the sentence ("Created event …"); German nouns keep their capital.
  const kind = lang === 'en' ? label.toLowerCase() : label;
  // A module is named by its type, in the reader's language.
  const named = row.collection === 'module' ? (declarationOf(row.title)?.label[lang] ?? row.title) : row.title;
  const title = named || s.untitled({ id: row.itemId ?? '' });
  const words = { kind, title };
  let sentence: string;
  switch (row.action) {
    case 'create':
      sentence = s.create(words);
      break;
    case 'update':
      sentence = detail.fields?.length ? s.updateFields({ ...words, fields: fieldNames(row.collection, detail.fields, lang) }) : s.update(words);
      break;
    case 'delete':
      sentence = row.collection === 'sign-in-lock' ? s.liftLocks({ count: detail.count ?? 1 }) : s.delete(words);
      break;
    case 'move':
      sentence = s.move(words);
      break;
    case 'duplicate':
      sentence = s.duplicate(words);
      break;
    case 'publish':
      sentence = s.publish(words);
      break;
    case 'discard':
      sentence = s.discard(words);
      break;
    case 'schedule':
      sentence = detail.at ? s.schedule({ ...words, at: formatBerlinDateTime(detail.at, lang) }) : s.unschedule(words);
      break;
    case 'restore':
      sentence = s.restore({ kind: label, title, version: detail.version ?? '' });
      break;
    case 'export':
      sentence = s.export(words);
      break;
    case 'sign-in':
      sentence = s.signIn();
      break;
    case 'sign-out':
      sentence = s.signOut();
      break;
    case 'sign-in-failed':
      sentence =
        detail.reason === 'locked' ? s.signInLocked() : detail.reason === 'disabled' ? s.signInDisabled() : row.userId === null && !row.username ? s.signInUnknown() : s.signInFailed();
      break;
    default:
      sentence = s.request({ path: row.title });
  }
  return detail.page && detail.page.id !== row.itemId ? s.onPage({ sentence, page: detail.page.title || s.untitled({ id: detail.page.id }) }) : sentence;
}

export function auditEntryOf(row: Row, lang: Lang): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    when: berlinWhen(row.at, lang),
    who: row.username,
    user_id: row.userId,
    kind: row.collection,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action) ? (row.action as AuditAction) : 'request',
    summary: sentenceOf(row, lang),
    address: row.address,
  };
}
