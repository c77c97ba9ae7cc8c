/**
 * What changed between two versions of a page (a readable diff, field by field,
 * with word-level highlighting), and the one line a version list shows. Pure: snapshots in, changes out.
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import { diffWords } from 'diff';
import type { ChangeStatus, FieldChange, VersionChange, WordPart } from '../../../common/api/versions';
import { declarationOf } from '../../../common/modules/declarations';
import { LANGS, type Lang } from '../../../common/routes';
import type { PageSnapshot } from '../../db/schema';
import { INTL_LOCALES } from '../../../common/format/date-time';
import deLayouts from '../../../common/i18n/de/section-layouts';
import enLayouts from '../../../common/i18n/en/section-layouts';
import { namespace } from '../../../common/i18n/namespace';
import { SECTION_LAYOUTS, type SectionLayout } from '../../../common/api/types';

const tLayouts = namespace({ de: deLayouts, en: enLayouts });
/** A section's own columns that are bookkeeping to an editor: its address, its kind of owner, its per-column classes. */
const SECTION_INTERNAL = new Set(['slug', 'content_type', 'object_id', 'columns']);

type Row = Record<string, unknown>;

/** Bookkeeping that every save touches; a change there alone is no change to the page. */
const IGNORED = new Set([
  'id', 'created_at', 'updated_at', 'updated_by', 'revision', 'needs_translation', 'page_id', 'section_id', 'parent_module_id', 'column_index', 'position',
  // The publishing state is the page's, not its content's.
  'published_version', 'is_published', 'published_at', 'published_by', 'publish_at', 'publish_at_by',
]);
/** Where a section or module sits: a change here alone reads "moved". */
const PLACEMENT = ['page_id', 'section_id', 'parent_module_id', 'column_index', 'position'];

const LABELS = {
  page: { de: 'Seite', en: 'Page' },
  section: { de: 'Abschnitt', en: 'Section' },
  status: {
    added: { de: 'hinzugefügt', en: 'added' },
    removed: { de: 'entfernt', en: 'removed' },
    changed: { de: 'geändert', en: 'changed' },
    moved: { de: 'verschoben', en: 'moved' },
  },
  none: { de: 'Keine Änderung', en: 'No change' },
  more: { de: 'weitere', en: 'more' },
} as const;

/** Rich text is compared as the words a reader sees, not as markup. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.includes('<') ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : value;
  return JSON.stringify(value);
}

/** Flattens a row into field → {lang, value}: `{de, en}` objects and module `i18n` give one entry per language. */
function flatten(row: Row): Map<string, { field: string; lang: Lang | null; value: unknown }> {
  const out = new Map<string, { field: string; lang: Lang | null; value: unknown }>();
  const put = (field: string, lang: Lang | null, value: unknown) => out.set(`${field}|${lang ?? ''}`, { field, lang, value });
  for (const [key, value] of Object.entries(row)) {
    if (IGNORED.has(key)) continue;
    if (key === 'fields' && value && typeof value === 'object') {
      for (const [field, v] of Object.entries(value as Row)) put(field, null, v);
    } else if (key === 'i18n' && value && typeof value === 'object') {
      for (const lang of LANGS) for (const [field, v] of Object.entries(((value as Row)[lang] as Row | undefined) ?? {})) put(field, lang, v);
    } else if (value && typeof value === 'object' && !Array.isArray(value) && 'de' in (value as Row)) {
      for (const lang of LANGS) put(key, lang, (value as Row)[lang] ?? '');
    } else {
      put(key, null, value);
    }
  }
  return out;
}

function fieldChanges(before: Row | undefined, after: Row | undefined): Omit<FieldChange, 'label'>[] {
  const a = flatten(before ?? {});
  const b = flatten(after ?? {});
  const changes: Omit<FieldChange, 'label'>[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const was = plain(a.get(key)?.value);
    const is = plain(b.get(key)?.value);
    if (was === is) continue;
    const { field, lang } = (b.get(key) ?? a.get(key))!;
    const words: WordPart[] = diffWords(was, is).map((part) => ({ value: part.value, ...(part.added ? { added: true as const } : {}), ...(part.removed ? { removed: true as const } : {}) }));
    changes.push({ field, lang, before: was, after: is, words });
  }
  return changes;
}

const moved = (a: Row, b: Row) => PLACEMENT.some((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null));

/** A field's name as the editor's form shows it; page and section columns keep their names. */
type FieldLabel = (row: Row, field: string) => string;
const columnName: FieldLabel = (_row, field) => field;

/** How a section is named and what its fields say (words, never JSON or codes). */
interface Naming {
  label: (row: Row) => string;
  fieldLabel?: FieldLabel;
  /** What the item is, in words, for an added or removed one ("Zwei Spalten mit Text und Bild"). */
  detail?: (row: Row) => string;
  /** The fields an editor never set, left out; and a field's value in words. */
  skip?: Set<string>;
  words?: (field: string, value: unknown) => unknown;
}

function compare(scope: VersionChange['scope'], before: Row[], after: Row[], naming: Naming): VersionChange[] {
  const { label, fieldLabel = columnName, detail, skip, words } = naming;
  const old = new Map(before.map((r) => [r.id as number, r]));
  const now = new Map(after.map((r) => [r.id as number, r]));
  const changes: VersionChange[] = [];
  for (const id of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(id);
    const b = now.get(id);
    const inWords = (row: Row | undefined) => (row && (skip || words) ? Object.fromEntries(Object.entries(row).filter(([k]) => !skip?.has(k)).map(([k, v]) => [k, words ? words(k, v) : v])) : row);
    const fields = fieldChanges(inWords(a), inWords(b)).map((f) => ({ ...f, label: fieldLabel((b ?? a)!, f.field) }));
    let status: ChangeStatus | null = null;
    if (!a) status = 'added';
    else if (!b) status = 'removed';
    else if (fields.length) status = 'changed';
    else if (moved(a, b)) status = 'moved';
    if (!status) continue;
    const described = detail && (status === 'added' || status === 'removed') ? detail((b ?? a)!) : '';
    // An added or removed item with a description is named by it; its fields would only repeat it.
    changes.push({ scope, id, label: label((b ?? a)!), status, fields: status === 'removed' || described ? [] : fields, ...(described ? { detail: described } : {}) });
  }
  return changes;
}

const isLayout = (value: unknown): value is SectionLayout => (SECTION_LAYOUTS as readonly unknown[]).includes(value);

export function diffSnapshots(before: PageSnapshot, after: PageSnapshot, lang: Lang): VersionChange[] {
  const moduleLabel = (row: Row) => declarationOf(String(row.type))?.label[lang] ?? String(row.type);
  const moduleFieldLabel: FieldLabel = (row, field) => declarationOf(String(row.type))?.fields[field]?.label[lang] ?? field;
  const l = tLayouts(lang);
  const layoutWords = (value: unknown) => (isLayout(value) ? l[value]() : String(value ?? ''));
  const list = new Intl.ListFormat(INTL_LOCALES[lang], { type: 'conjunction' });
  // "Zwei Spalten mit Text und Bild": the layout and the modules of the section, column by column.
  const sectionDetail = (row: Row) => {
    const modules = [...after.modules, ...before.modules]
      .filter((m, i, all) => m.section_id === row.id && !m.parent_module_id && all.findIndex((o) => o.id === m.id) === i)
      .sort((x, y) => Number(x.column_index) - Number(y.column_index) || Number(x.position) - Number(y.position));
    const layout = layoutWords(row.layout);
    return modules.length ? l.withModules({ layout, modules: list.format(modules.map(moduleLabel)) }) : layout;
  };
  const sectionFieldLabel: FieldLabel = (_row, field) => (field === 'layout' ? l.layout() : field === 'extra_class' ? l.theme() : field);
  return [
    ...compare('page', [before.page], [after.page], { label: () => LABELS.page[lang] }),
    ...compare('section', before.sections, after.sections, {
      label: () => LABELS.section[lang],
      fieldLabel: sectionFieldLabel,
      detail: sectionDetail,
      skip: SECTION_INTERNAL,
      words: (field, value) => (field === 'layout' ? layoutWords(value) : value),
    }),
    ...compare('module', before.modules, after.modules, { label: moduleLabel, fieldLabel: moduleFieldLabel }),
  ];
}

/** "Überschrift geändert · Text hinzugefügt · 2 weitere": what a version list shows in one line. */
export function summarize(changes: VersionChange[], lang: Lang, most = 3): string {
  if (changes.length === 0) return LABELS.none[lang];
  const parts = changes.slice(0, most).map((c) => `${c.label} ${LABELS.status[c.status][lang]}`);
  if (changes.length > most) parts.push(`${changes.length - most} ${LABELS.more[lang]}`);
  return parts.join(' · ');
}

export const summaryOf = (before: PageSnapshot | null, after: PageSnapshot) =>
  Object.fromEntries(LANGS.map((l) => [l, before ? summarize(diffSnapshots(before, after, l), l) : l === 'de' ? 'Erste Fassung' : 'First version'])) as Record<Lang, string>;
