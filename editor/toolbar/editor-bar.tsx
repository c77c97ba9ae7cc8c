/**
 * The editor toolbar (SPEC §2, §6): edit mode on/off (`?edit`), add section,
 * undo, page settings, view as visitor, versions, the content's admin page
 * (SPEC §3 admin edit mapping), the user's name and logout; it can be hidden, and then the header
 * drops its logged-in style (SPEC §2).
 */
import { css } from 'goober';
import { lazy, Suspense, useState } from 'react';
import { call } from '../../common/api/client';
import * as endpoints from '../../common/api/endpoints/pages';
import { tEditor } from '../state/content';
import { HistoryButtons } from '../history/history-buttons';
import { QualityButton } from '../quality/quality-button';
import { setEditing, setToolbarVisible, viewAsVisitor } from '../state/page';
import { setState, useEditor, useLang } from '../state/store';
import { button, EDITOR_COLORS, EDITOR_Z, editorFont } from '../styles';
import { adminLinkOf } from './admin-link';
import { LayoutMenu } from '../overlay/layout-menu';
import { PresenceNames } from '../presence/presence-names';
import { PageScheduleBadge } from '../schedule/page-badge';

/** Shown once the page has a draft; its code comes with the publish panel's chunk (scripts/budget.mjs). */
const DraftLine = lazy(async () => ({ default: (await import('../publish/publish-panel')).DraftLine }));
/** 'Neue Seite' and 'Seitenbaum' with their dialogs: a chunk of their own. */
const PageTools = lazy(() => import('../page-tree/page-tools'));


export function EditorBar() {
  const lang = useLang();
  const s = tEditor(lang);
  const shown = useEditor((st) => st.shown);
  const editing = useEditor((st) => st.editing);
  const visible = useEditor((st) => st.toolbarVisible);
  const user = useEditor((st) => st.user);
  const [adding, setAdding] = useState(false);
  const page = shown?.page ?? null;
  const admin = shown ? adminLinkOf(shown.path) : null;

  if (!visible) {
    return (
      <button type="button" className={`${button} ${showButton}`} onClick={() => setToolbarVisible(true)}>
        {s.showToolbar()}
      </button>
    );
  }

  const logout = async () => {
    await call(endpoints.logout, {}).catch(() => undefined);
    location.assign(shown?.path ?? '/');
  };
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';

  // A landmark around the toolbar: everything on screen sits in one (axe "region"), the hub included.
  return (
    <section aria-label={s.toolbar()} lang={lang}>
    <div role="toolbar" aria-label={s.toolbar()} className={`${bar} ${editorFont}`} data-editor-toolbar="">
      <button type="button" className={button} aria-pressed={editing} onClick={() => setEditing(!editing)}>
        {editing ? s.editOff() : s.editOn()}
      </button>
      {editing && page && (
        <span className={group}>
          <button type="button" className={button} aria-expanded={adding} onClick={() => setAdding(!adding)}>
            {s.addSection()}
          </button>
          {adding && <LayoutMenu onDone={() => setAdding(false)} />}
        </span>
      )}
      {editing && <HistoryButtons />}
      {editing && page && <QualityButton />}
      {page && (
        <button type="button" className={button} onClick={() => setState({ dialog: { kind: 'settings', pageId: page.id } })}>
          {s.pageSettings()}
        </button>
      )}
      {editing && (
        <button type="button" className={button} onClick={() => void viewAsVisitor()}>
          {s.viewAsVisitor()}
        </button>
      )}
      <button type="button" className={button} onClick={() => setState({ dialog: { kind: 'versions' } })}>
        {s.versions()}
      </button>
      {admin && (
        <a className={button} href={admin}>
          {s.adminPage()}
        </a>
      )}
      {page && !page.is_online && <span className={badge}>{s.offlineBadge()}</span>}
      {/* One boundary for both lazy parts: each Suspense costs the editor app's budget bytes. */}
      <Suspense fallback={null}>
        <PageTools />
        {page?.for_editors && (page.for_editors.draft.changes > 0 || !page.for_editors.draft.published || page.for_editors.draft.publish_at) && <DraftLine pageId={page.id} draft={page.for_editors.draft} />}
      </Suspense>
      {page && <PageScheduleBadge page={page} />}
      {page && <PresenceNames pageId={page.id} />}
      <span className={spacer} />
      {name && <span className={userName}>{s.signedInAs({ name })}</span>}
      <button type="button" className={button} onClick={() => void logout()}>
        {s.logout()}
      </button>
      <button type="button" className={button} onClick={() => setToolbarVisible(false)}>
        {s.hideToolbar()}
      </button>
    </div>
    </section>
  );
}

const bar = css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${EDITOR_Z};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  background: ${EDITOR_COLORS.bar};
  color: #fff;
  a {
    text-decoration: none;
  }
`;
const group = css`
  position: relative;
`;
const spacer = css`
  flex: 1;
`;
const userName = css`
  color: #fff;
`;
const badge = css`
  padding: 0.2rem 0.5rem;
  border-radius: 3px;
  background: #ffd54f;
  color: #111;
  font-weight: 700;
`;
const showButton = css`
  position: fixed;
  left: 0.5rem;
  bottom: 0.5rem;
  z-index: ${EDITOR_Z};
`;
