/**
 * Module writes of the editor (SPEC §7 module calls): create, update (all or some
 * fields), move, duplicate, delete. Every write is normalised and validated (module-input.ts),
 * stored as language-neutral `fields` plus the saved language's `i18n` (define.ts splitData), and
 * marks the module, its section and its page with who changed them when.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CreateModuleRequest, MoveModuleRequest, UpdateModuleRequest } from '../../../common/api/editor';
import { declarationOf } from '../../../common/modules/declarations';
import { mergeData, splitData, type ModuleDeclaration } from '../../../common/modules/define';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { modules } from '../../db/schema';
import { moduleErrors, normalizeData, WINDOW_FIELDS } from './module-input';
import { invalid } from './messages';
import { closeGap, descendantIds, moduleById, placeAt, resolvePlacement, touchSection, type ModuleRow, type Placement } from './placement';
import { guardSection, type Writer } from './revision-guard';
import { translationMarks } from './translation-marks';

type Window = { onlineFrom: Date | null; onlineTo: Date | null };

function declarationFor(type: string, lang: Lang): ModuleDeclaration {
  const declaration = declarationOf(type);
  if (!declaration) throw invalid([{ field: 'type', code: 'unknownType', params: { type } }], lang);
  return declaration;
}

const toDate = (value: unknown): Date | null => (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** A declared online window goes into data for validation (hero, teaser: SPEC §5) and into the row's columns for storing. */
function withWindow(data: Record<string, unknown>, window: { online_from?: string | null | undefined; online_to?: string | null | undefined }, previous?: Window) {
  const merged = { ...data };
  const from = window.online_from !== undefined ? window.online_from : (data.online_from ?? previous?.onlineFrom?.toISOString() ?? null);
  const to = window.online_to !== undefined ? window.online_to : (data.online_to ?? previous?.onlineTo?.toISOString() ?? null);
  merged.online_from = from;
  merged.online_to = to;
  return merged;
}

function withoutWindow(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const name of WINDOW_FIELDS) delete out[name];
  return out;
}

/** Checks `data` (stored form, window included) for saving in `lang`; throws the 400 with every field error. */
async function check(db: Db, declaration: ModuleDeclaration, data: Record<string, unknown>, lang: Lang): Promise<void> {
  const forRules = { ...data };
  // The window is the row's own (SPEC §4): checked here for every type, required only where declared.
  for (const name of WINDOW_FIELDS) if (!(name in declaration.fields) && (forRules[name] === null || forRules[name] === undefined)) delete forRules[name];
  const errors = await moduleErrors(db, declaration, forRules, lang);
  for (const name of WINDOW_FIELDS) {
    const value = forRules[name];
    if (!(name in declaration.fields) && value !== undefined && value !== null && value !== '' && toDate(value) === null) errors.push({ field: name, code: 'notDate' });
  }
  if (errors.length > 0) throw invalid(errors, lang);
}

export async function createModule(db: Db, input: CreateModuleRequest, lang: Lang, writer: Writer): Promise<number> {
  const declaration = declarationFor(input.type, lang);
  if (input.client_key) {
    // The same form sent again (a draft restored after a save whose answer was lost): no second module.
    const [made] = await db.select({ id: modules.id, type: modules.type }).from(modules).where(eq(modules.clientKey, input.client_key)).limit(1);
    if (made && made.type === input.type) {
      await updateModule(db, made.id, { data: input.data ?? {}, ...windowOf(input) }, lang, writer, false);
      return made.id;
    }
  }
  const placement = await resolvePlacement(db, input.type, input, lang);
  const data = withWindow(normalizeData(declaration, input.data ?? {}), input);
  await check(db, declaration, data, lang);
  const stored = splitData(declaration, withoutWindow(data), lang);
  // A module made in English starts with the same text in German, so the German page never shows an empty module.
  if (lang !== 'de') stored.i18n.de = { ...stored.i18n[lang] };
  return db.transaction(async (tx) => {
    await guardSection(tx, placement.sectionId, writer, { kind: 'new' }, lang);
    const [row] = await tx
      .insert(modules)
      .values({
        type: input.type,
        sectionId: placement.sectionId,
        columnIndex: placement.columnIndex,
        parentModuleId: placement.parentModuleId,
        position: 0,
        fields: stored.fields,
        i18n: stored.i18n,
        onlineFrom: toDate(data.online_from),
        onlineTo: toDate(data.online_to),
        needsTranslation: translationMarks(null, stored.i18n, lang),
        updatedBy: writer.id,
        clientKey: input.client_key ?? null,
      })
      .returning({ id: modules.id });
    await placeAt(tx, placement, row!.id, input.position);
    await touchSection(tx, placement.sectionId, writer.id);
    return row!.id;
  });
}

const windowOf = (input: CreateModuleRequest) => ({
  ...(input.online_from === undefined ? {} : { online_from: input.online_from }),
  ...(input.online_to === undefined ? {} : { online_to: input.online_to }),
});

/** POST replaces the data of `lang` (and the language-neutral fields); PATCH changes only the keys sent. */
export async function updateModule(db: Db, id: number, input: UpdateModuleRequest, lang: Lang, writer: Writer, partial: boolean): Promise<void> {
  const row = await moduleById(db, id, lang);
  const declaration = declarationFor(row.type, lang);
  const sent = normalizeData(declaration, input.data ?? {});
  const base = partial ? { ...mergeData(row, lang), ...sent } : sent;
  const data = withWindow(base, input, row);
  await check(db, declaration, data, lang);
  const stored = splitData(declaration, withoutWindow(data), lang, row);
  await db.transaction(async (tx) => {
    await guardSection(tx, row.sectionId!, writer, { kind: 'module', id }, lang);
    await tx
      .update(modules)
      .set({
        fields: stored.fields,
        i18n: stored.i18n,
        onlineFrom: toDate(data.online_from),
        onlineTo: toDate(data.online_to),
        needsTranslation: translationMarks(row, stored.i18n, lang),
        updatedAt: new Date(),
        updatedBy: writer.id,
      })
      .where(eq(modules.id, id));
    await touchSection(tx, row.sectionId!, writer.id);
  });
}

const placementOf = (row: ModuleRow): Placement => ({ sectionId: row.sectionId!, columnIndex: row.columnIndex, parentModuleId: row.parentModuleId });

export async function moveModule(db: Db, id: number, input: MoveModuleRequest, lang: Lang, writer: Writer): Promise<void> {
  const row = await moduleById(db, id, lang);
  const below = await descendantIds(db, id);
  if (input.parent !== undefined && input.parent !== null && (input.parent === id || below.includes(input.parent))) {
    throw invalid([{ field: 'parent', code: 'notAllowedHere', params: { type: row.type } }], lang);
  }
  const stays = input.section === undefined && input.column === undefined && input.parent === undefined;
  const target = stays ? placementOf(row) : await resolvePlacement(db, row.type, input, lang);
  await db.transaction(async (tx) => {
    const from = placementOf(row);
    await guardSection(tx, from.sectionId, writer, { kind: 'module', id, placement: true }, lang);
    await tx
      .update(modules)
      .set({ sectionId: target.sectionId, columnIndex: target.columnIndex, parentModuleId: target.parentModuleId, updatedAt: new Date(), updatedBy: writer.id })
      .where(eq(modules.id, id));
    // Children travel with their list: they carry its section and column.
    if (below.length > 0) await tx.update(modules).set({ sectionId: target.sectionId, columnIndex: target.columnIndex }).where(inArray(modules.id, below));
    await placeAt(tx, target, id, input.position);
    await closeGap(tx, from);
    await touchSection(tx, target.sectionId, writer.id);
    if (from.sectionId !== target.sectionId) await touchSection(tx, from.sectionId, writer.id);
  });
}

/** Copies a module with everything below it, right after the original; returns the copy's id. */
export async function duplicateModule(db: Db, id: number, lang: Lang, writer: Writer): Promise<number> {
  const userId = writer.id;
  const row = await moduleById(db, id, lang);
  return db.transaction(async (tx) => {
    await guardSection(tx, row.sectionId!, writer, { kind: 'new' }, lang);
    const copy = await copyTree(tx, row, row.parentModuleId, userId);
    await placeAt(tx, placementOf(row), copy, row.position + 1);
    await touchSection(tx, row.sectionId!, userId);
    return copy;
  });
}

async function copyTree(db: Db, row: ModuleRow, parentModuleId: number | null, userId: number, depth = 0): Promise<number> {
  const { id: _id, createdAt: _c, updatedAt: _u, clientKey: _k, ...values } = row;
  const [copy] = await db.insert(modules).values({ ...values, parentModuleId, updatedBy: userId }).returning({ id: modules.id });
  if (depth < 6) {
    const children = await db.select().from(modules).where(eq(modules.parentModuleId, row.id));
    for (const child of children) await copyTree(db, child, copy!.id, userId, depth + 1);
  }
  return copy!.id;
}

export async function deleteModule(db: Db, id: number, lang: Lang, writer: Writer): Promise<void> {
  const row = await moduleById(db, id, lang);
  await db.transaction(async (tx) => {
    await guardSection(tx, row.sectionId!, writer, { kind: 'module', id, placement: true }, lang);
    await tx.delete(modules).where(eq(modules.id, id));
    await closeGap(tx, placementOf(row));
    await touchSection(tx, row.sectionId!, writer.id);
  });
}
