/** The one open dialog of the editor, and the login modal above everything (SPEC §4). */
import { lazy, Suspense } from 'react';
import { DraftPrompt } from '../drafts/draft-prompt';
import { useConflict } from '../conflict/conflict-gate';
import { tEditor } from '../state/content';
import { moduleFormKey, setState, useEditor, useLang } from '../state/store';

import { Modal } from './modal';
import { ModuleForm } from './module-form';

// Opened on demand from the toolbar: their code is fetched then, not with the editor (scripts/budget.mjs).
const VersionsPanel = lazy(() => import('../versions/versions-panel'));
const PublishPanel = lazy(() => import('../publish/publish-panel'));
// The login modal opens only when a session ends while editing (a 401): fetched then, when the server is reachable.
const LoginModal = lazy(async () => ({ default: (await import('./login-modal')).LoginModal }));
const PageSettingsDialog = lazy(() => import('../page-settings/page-settings-dialog'));
// A stale save's dialog: fetched when a 409 comes back, so the server is reachable then.
const ConflictDialog = lazy(async () => ({ default: (await import('../conflict/conflict-dialog')).ConflictDialog }));

export function DialogHost() {
  const dialog = useEditor((s) => s.dialog);
  const loginOpen = useEditor((s) => s.loginOpen);
  const pageId = useEditor((s) => s.shown?.page?.id ?? null);
  const conflict = useConflict();
  const lang = useLang();
  const s = tEditor(lang);
  const close = () => setState({ dialog: null });
  return (
    <>
      {dialog?.kind === 'module' && <ModuleForm key={moduleFormKey(dialog)} dialog={dialog} />}
      {dialog?.kind === 'settings' && (
        <Suspense fallback={null}>
          <PageSettingsDialog pageId={dialog.pageId} />
        </Suspense>
      )}
      {dialog?.kind === 'publish' && (
        <Suspense fallback={null}>
          <PublishPanel pageId={dialog.pageId} />
        </Suspense>
      )}
      {dialog?.kind === 'versions' &&
        (pageId === null ? (
          <Modal title={s.versions()} closeLabel={s.close()} onClose={close}>
            <p>{s.versionsEmpty()}</p>
          </Modal>
        ) : (
          <Suspense fallback={null}>
            <VersionsPanel pageId={pageId} />
          </Suspense>
        ))}
      <DraftPrompt />
      {conflict && (
        <Suspense fallback={null}>
          <ConflictDialog />
        </Suspense>
      )}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </>
  );
}
