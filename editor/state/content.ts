/**
 * Writes to sections and modules (SPEC §7 module calls, common/api/editor.ts), each followed by a
 * fresh page for the visitor app, an alert (SPEC §4, §8: save on success, error on failure) and a
 * history step that takes it back and does it again.
 *
 * A module or section that undo brings back gets a new id or slug from the server; the steps around
 * it still name the old one, so every step looks up the current one (currentId, currentSlug).
 */
import type { CreateModuleRequest, EditorModule, EditorSection, ModuleValues, MoveModuleRequest } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/editor';
import type { SectionLayout } from '../../common/api/types';
import { tEditor, tHistory } from '../i18n/strings';
import { editorCall } from '../api/request';
import { moduleLabel } from '../overlay/module-kinds';
import { currentPage, refreshPage } from './page';
import { editorLang, pushUndo, showAlert, type HistoryStep } from './store';

export { tEditor, tHistory };
const s = () => tEditor(editorLang());
const h = () => tHistory(editorLang());
const nameOf = (type: string) => moduleLabel(type, editorLang());
/** The call's language and the module's id or the section's slug, as the contract's paths take them. */
const id$ = (id: number) => ({ lang: editorLang(), params: { id } });
const slug$ = (slug: string) => ({ lang: editorLang(), params: { slug } });

type StepOf<T> = (result: T) => Omit<HistoryStep, 'section'> & { section?: string | null };

/** Runs a write: history step, refresh, alert. Rethrows so a form can keep its input (SPEC §4). */
async function write<T>(run: () => Promise<T>, step: StepOf<T>): Promise<T> {
  try {
    const result = await run();
    const { section, ...rest } = step(result);
    pushUndo({ ...rest, ...(section ? { section } : {}) });
    await refreshPage();
    showAlert('save', s().saved());
    return result;
  } catch (error) {
    showAlert('error', s().failed());
    throw error;
  }
}

export const getModule = (id: number) => editorCall(api.module, id$(id));
export const getSection = (slug: string) => editorCall(api.section, slug$(slug));

const replacedIds = new Map<number, number>();
const replacedSlugs = new Map<string, string>();
function currentId(id: number): number {
  let now = id;
  while (replacedIds.has(now)) now = replacedIds.get(now)!;
  return now;
}
function currentSlug(slug: string): string {
  let now = slug;
  while (replacedSlugs.has(now)) now = replacedSlugs.get(now)!;
  return now;
}

/** Where a module stands now, in the terms of a create or move request. */
function placeOf(module: EditorModule): Omit<CreateModuleRequest, 'type' | 'data'> {
  if (module.parent) return { parent: currentId(module.parent), position: module.position };
  return { section: currentSlug(module.section ?? ''), column: module.column, position: module.position };
}

/** Creates a module with its children again, in place of `module` (undo of a delete, redo of a create). */
async function recreate(module: EditorModule, where: Omit<CreateModuleRequest, 'type' | 'data'>): Promise<EditorModule> {
  const created = await editorCall(api.createModule, { lang: editorLang(), body: { ...where, type: module.type, data: module.data, online_from: module.online_from, online_to: module.online_to } });
  replacedIds.set(module.id, created.id);
  for (const child of module.children) await recreate(child, { parent: created.id });
  return created;
}

/** Deletes a module and answers what it was, so it can come back. */
async function removeModule(id: number): Promise<EditorModule> {
  const snapshot = await getModule(currentId(id));
  await editorCall(api.deleteModule, id$(snapshot.id));
  return snapshot;
}

/** A step for a module that came into being (create, duplicate): undo removes it, redo brings it back. */
function creationStep(created: EditorModule, label: string): Omit<HistoryStep, 'section'> & { section?: string | null } {
  let snapshot = created;
  return {
    label,
    section: created.section,
    undo: async () => {
      snapshot = await removeModule(snapshot.id);
    },
    redo: async () => {
      await recreate(snapshot, placeOf(snapshot));
    },
  };
}

export function createModule(request: CreateModuleRequest): Promise<EditorModule> {
  return write(
    () => editorCall(api.createModule, { lang: editorLang(), body: request }),
    (created) => creationStep(created, h().moduleAdded({ name: nameOf(created.type) })),
  );
}

export function updateModule(id: number, data: ModuleValues, previous: EditorModule): Promise<EditorModule> {
  return write(
    () => editorCall(api.saveModule, { ...id$(id), body: { data } }),
    () => ({
      label: h().moduleEdited({ name: nameOf(previous.type) }),
      section: previous.section,
      undo: async () => void (await editorCall(api.saveModule, { ...id$(currentId(id)), body: { data: previous.data } })),
      redo: async () => void (await editorCall(api.saveModule, { ...id$(currentId(id)), body: { data } })),
    }),
  );
}

/** A move request that names the current ids and slugs. */
function currentTarget(to: MoveModuleRequest): MoveModuleRequest {
  return { ...to, ...(to.section ? { section: currentSlug(to.section) } : {}), ...(to.parent ? { parent: currentId(to.parent) } : {}) };
}

export async function moveModule(id: number, to: MoveModuleRequest): Promise<void> {
  const before = await getModule(id);
  const back: MoveModuleRequest = before.parent ? { parent: before.parent, position: before.position } : { section: before.section ?? '', column: before.column, position: before.position };
  await write(
    () => editorCall(api.moveModule, { ...id$(id), body: to }),
    () => ({
      label: h().moduleMoved({ name: nameOf(before.type) }),
      section: before.section,
      undo: async () => void (await editorCall(api.moveModule, { ...id$(currentId(id)), body: currentTarget(back) })),
      redo: async () => void (await editorCall(api.moveModule, { ...id$(currentId(id)), body: currentTarget(to) })),
    }),
  );
}

export function duplicateModule(id: number): Promise<EditorModule> {
  return write(
    () => editorCall(api.duplicateModule, id$(id)),
    (copy) => creationStep(copy, h().moduleDuplicated({ name: nameOf(copy.type) })),
  );
}

export async function deleteModule(id: number): Promise<void> {
  let snapshot = await getModule(id);
  await write(
    () => editorCall(api.deleteModule, id$(id)),
    () => ({
      label: h().moduleDeleted({ name: nameOf(snapshot.type) }),
      section: snapshot.section,
      undo: async () => {
        await recreate(snapshot, placeOf(snapshot));
      },
      redo: async () => {
        snapshot = await removeModule(snapshot.id);
      },
    }),
  );
}

/** Deletes a section with its modules and answers what it was (SPEC §4: the latest snapshot per section slug). */
async function removeSection(slug: string): Promise<EditorSection> {
  const snapshot = await getSection(currentSlug(slug));
  await editorCall(api.deleteSection, slug$(snapshot.slug));
  return snapshot;
}

/** Brings a section back with its layout, place, classes and modules; it answers to its old slug from now on. */
async function restoreSection(snapshot: EditorSection): Promise<void> {
  if (snapshot.page === null) return;
  const again = await editorCall(api.createSection, { lang: editorLang(), body: { page: snapshot.page, layout: snapshot.layout, position: snapshot.position, extra_class: snapshot.extra_class } });
  replacedSlugs.set(snapshot.slug, again.slug);
  for (const column of snapshot.columns) for (const module of column.modules) await recreate(module, { section: again.slug, column: column.index });
}

export function addSection(layout: SectionLayout, position?: number): Promise<EditorSection> {
  const page = currentPage();
  if (!page) return Promise.reject(new Error('no page'));
  return write(
    () => editorCall(api.createSection, { lang: editorLang(), body: { page: page.id, layout, ...(position === undefined ? {} : { position }) } }),
    (created) => {
      let snapshot = created;
      return {
        label: h().sectionAdded(),
        section: created.slug,
        undo: async () => {
          snapshot = await removeSection(snapshot.slug);
        },
        redo: () => restoreSection(snapshot),
      };
    },
  );
}

export async function moveSection(slug: string, position: number): Promise<void> {
  const before = await getSection(slug);
  await write(
    () => editorCall(api.moveSection, { ...slug$(slug), body: { position } }),
    () => ({
      label: h().sectionMoved(),
      section: slug,
      undo: async () => void (await editorCall(api.moveSection, { ...slug$(currentSlug(slug)), body: { position: before.position } })),
      redo: async () => void (await editorCall(api.moveSection, { ...slug$(currentSlug(slug)), body: { position } })),
    }),
  );
}

export async function deleteSection(slug: string): Promise<void> {
  let snapshot = await getSection(slug);
  await write(
    () => editorCall(api.deleteSection, slug$(slug)),
    () => ({
      label: h().sectionDeleted(),
      section: slug,
      undo: () => restoreSection(snapshot),
      redo: async () => {
        snapshot = await removeSection(snapshot.slug);
      },
    }),
  );
}
