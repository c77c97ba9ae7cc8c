/**
 * Writes to sections and modules (SPEC §7 module calls, common/api/editor.ts), each followed by a
 * fresh page for the visitor app, an alert (SPEC §4, §8: save on success, error on failure) and an
 * undo step that reverses it (issue #10 point 4).
 */
import { DUPLICATE_ACTION, MOVE_ACTION, resourceUrl, type CreateModuleRequest, type EditorModule, type EditorSection, type ModuleValues, type MoveModuleRequest } from '../../common/api/editor';
import type { SectionLayout } from '../../common/api/types';
import de from '../../common/i18n/de/editor-ui';
import en from '../../common/i18n/en/editor-ui';
import { namespace } from '../../common/i18n/namespace';
import { editorRequest } from '../api/request';
import { moduleLabel } from '../overlay/module-kinds';
import { currentPage, refreshPage } from './page';
import { editorLang, getState, pushUndo, setState, showAlert } from './store';

export const tEditor = namespace({ de, en });
const s = () => tEditor(editorLang());
const url = (resource: Parameters<typeof resourceUrl>[1], id?: number | string, action?: string) => resourceUrl(editorLang(), resource, id, action);

/** Runs a write: refresh, alert, undo step. Rethrows so a form can keep its input (SPEC §4). */
async function write<T>(run: () => Promise<T>, undo: ((result: T) => { label: string; section?: string; undo(): Promise<void> }) | null, alert = true): Promise<T> {
  try {
    const result = await run();
    if (undo) pushUndo(undo(result));
    await refreshPage();
    if (alert) showAlert('save', s().saved());
    return result;
  } catch (error) {
    showAlert('error', s().failed());
    throw error;
  }
}

export const getModule = (id: number) => editorRequest<EditorModule>('get', url('modules', id));
export const getSection = (slug: string) => editorRequest<EditorSection>('get', url('sections', slug));

/** Creates a module with its children again (undo of a delete). */
async function recreate(module: EditorModule, where: Omit<CreateModuleRequest, 'type' | 'data'>): Promise<EditorModule> {
  const created = await editorRequest<EditorModule>('post', url('modules'), { ...where, type: module.type, data: module.data, online_from: module.online_from, online_to: module.online_to });
  for (const child of module.children) await recreate(child, { parent: created.id });
  return created;
}

export function createModule(request: CreateModuleRequest): Promise<EditorModule> {
  return write(
    () => editorRequest<EditorModule>('post', url('modules'), request),
    (created) => ({ label: s().newModule({ name: moduleLabel(created.type, editorLang()) }), section: request.section, undo: () => editorRequest('delete', url('modules', created.id)) }),
  );
}

export function updateModule(id: number, data: ModuleValues, previous: EditorModule): Promise<EditorModule> {
  return write(
    () => editorRequest<EditorModule>('post', url('modules', id), { data }),
    () => ({ label: s().editModule({ name: moduleLabel(previous.type, editorLang()) }), section: previous.section ?? undefined, undo: () => editorRequest('post', url('modules', id), { data: previous.data }) }),
  );
}

export async function moveModule(id: number, to: MoveModuleRequest): Promise<void> {
  const before = await getModule(id);
  await write(
    () => editorRequest<EditorModule>('post', url('modules', id, MOVE_ACTION), to),
    () => ({
      label: s().moved(),
      section: before.section ?? undefined,
      undo: () => editorRequest('post', url('modules', id, MOVE_ACTION), before.parent ? { parent: before.parent, position: before.position } : { section: before.section, column: before.column, position: before.position }),
    }),
  );
}

export function duplicateModule(id: number): Promise<EditorModule> {
  return write(
    () => editorRequest<EditorModule>('post', url('modules', id, DUPLICATE_ACTION)),
    (copy) => ({ label: s().duplicate(), section: copy.section ?? undefined, undo: () => editorRequest('delete', url('modules', copy.id)) }),
  );
}

export async function deleteModule(id: number): Promise<void> {
  const before = await getModule(id);
  await write(
    () => editorRequest('delete', url('modules', id)),
    () => ({
      label: s().delete(),
      section: before.section ?? undefined,
      undo: async () => {
        await recreate(before, before.parent ? { parent: before.parent, position: before.position } : { section: before.section ?? undefined, column: before.column, position: before.position });
      },
    }),
  );
}

export function addSection(layout: SectionLayout, position?: number): Promise<EditorSection> {
  const page = currentPage();
  if (!page) return Promise.reject(new Error('no page'));
  return write(
    () => editorRequest<EditorSection>('post', url('sections'), { page: page.id, layout, ...(position === undefined ? {} : { position }) }),
    (created) => ({ label: s().addSection(), section: created.slug, undo: () => editorRequest('delete', url('sections', created.slug)) }),
  );
}

export async function moveSection(slug: string, position: number): Promise<void> {
  const before = await getSection(slug);
  await write(
    () => editorRequest('post', url('sections', slug, MOVE_ACTION), { position }),
    () => ({ label: s().moved(), section: slug, undo: () => editorRequest('post', url('sections', slug, MOVE_ACTION), { position: before.position }) }),
  );
}

export async function deleteSection(slug: string): Promise<void> {
  const snapshot = await getSection(slug);
  await write(
    () => editorRequest('delete', url('sections', slug)),
    () => ({
      label: s().sectionDelete(),
      section: slug,
      // The latest snapshot of the section (SPEC §4) comes back with its layout, place and modules.
      undo: async () => {
        if (snapshot.page === null) return;
        const again = await editorRequest<EditorSection>('post', url('sections'), { page: snapshot.page, layout: snapshot.layout, position: snapshot.position, extra_class: snapshot.extra_class });
        for (const column of snapshot.columns) for (const module of column.modules) await recreate(module, { section: again.slug, column: column.index });
      },
    }),
  );
}

/** Takes back the latest step (issue #10 point 4: several steps back within the session). */
export async function undoLast(): Promise<void> {
  const step = getState().undo.at(-1);
  if (!step) return showAlert('save', s().undoNothing());
  setState((st) => ({ undo: st.undo.slice(0, -1) }));
  await write(() => step.undo(), null, false);
  showAlert('save', s().undone({ what: step.label }));
}
