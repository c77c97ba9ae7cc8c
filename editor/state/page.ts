/**
 * The page the editor works on: told by the visitor app over the seam, fetched again after every
 * write and handed back ('page data changed'), and edit mode as the address says (SPEC §4 `?edit`).
 */
import { getPage, pagePathOf } from '../../common/api/pages-client';
import type { Page } from '../../common/api/types';
import { EDIT_PARAM, emitSeam, isEditAddress, onSeam } from '../../common/editor-seam';
import { editorCall } from '../api/request';
import * as endpoints from '../../common/api/endpoints/pages';
import { loadEditorStrings } from '../i18n/strings';
import { requireLogin } from './login-gate';
import { getState, setState } from './store';

let shownSequence = 0;

export function listenToVisitorApp(): void {
  onSeam('venue:shown', async (shown) => {
    // A page in the other language waits for the editor's strings in it; only the latest page is shown.
    const sequence = ++shownSequence;
    await loadEditorStrings(shown.lang).catch(() => undefined);
    if (sequence !== shownSequence) return;
    const editing = isEditAddress(location.search);
    // The same page again (it echoes our own 'page changed') keeps the open panel.
    const samePage = getState().shown?.path === shown.path;
    setState((s) => ({ shown, editing, panel: samePage ? s.panel : null }));
    emitSeam('venue:edit-mode', { editing });
  });
}

/** Turns edit mode on or off in the address without a navigation. */
export function setEditing(editing: boolean): void {
  const url = new URL(location.href);
  if (editing) url.searchParams.set(EDIT_PARAM, '');
  else url.searchParams.delete(EDIT_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search.replace(/=(?=&|$)/g, '')}${url.hash}`);
  setState({ editing, panel: null });
  emitSeam('venue:edit-mode', { editing });
  // Back from 'Ansicht als Besucher': the draft again.
  if (editing) void refreshPage();
}

/**
 * 'Ansicht als Besucher': leaves edit mode and shows the published page, not the draft;
 * turning edit mode on again reads the draft.
 */
export async function viewAsVisitor(): Promise<void> {
  setEditing(false);
  const shown = getState().shown;
  if (!shown?.page) return;
  const page = await editorCall(endpoints.page, { lang: shown.lang, params: { '*': pagePathOf(shown.lang, shown.path) }, query: { view: 'published' } });
  emitSeam('venue:page-changed', { page });
}

export function setToolbarVisible(visible: boolean): void {
  setState({ toolbarVisible: visible });
  emitSeam('venue:toolbar', { visible });
}

/** Who is signed in; a 401 here (a hint without a session, SPEC §4 "Editing without a session") opens the login modal. */
export async function loadUser(): Promise<void> {
  const user = await editorCall(endpoints.loginState, { query: { lang: getState().shown?.lang ?? 'de' } });
  setState({ user });
}

export function currentPage(): Page | null {
  return getState().shown?.page ?? null;
}

/** Reads the page again (with the session) and hands it to the visitor app, which renders it at once. */
export async function refreshPage(): Promise<void> {
  const shown = getState().shown;
  if (!shown?.page) return;
  let page: Page;
  try {
    page = await getPage(shown.lang, shown.path);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 401) throw error;
    await requireLogin();
    page = await getPage(shown.lang, shown.path);
  }
  setState({ shown: { ...shown, page } });
  emitSeam('venue:page-changed', { page });
}
