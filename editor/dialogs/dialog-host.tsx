/** The one open dialog of the editor, and the login modal above everything (SPEC §4). */
import { lazy, Suspense } from 'react';
import { DraftPrompt } from '../drafts/draft-prompt';
import { ConflictDialog } from '../conflict/conflict-dialog';
import { tEditor } from '../state/content';
import { setState, useEditor, useLang } from '../state/store';

import { LoginModal } from './login-modal';
import { Modal } from './modal';
import { ModuleForm } from './module-form';

// Opened on demand from the toolbar: their code is fetched then, not with the editor (scripts/budget.mjs).
const VersionsPanel = lazy(() => import('../versions/versions-panel'));
const PublishPanel = lazy(() => import('../publish/publish-panel'));
const PageSettingsDialog = lazy(async () => ({ default: (await import('../page-settings/page-settings-dialog')).PageSettingsDialog }));

export function DialogHost() {
  const dialog = useEditor((s) => s.dialog);
  const pageId = useEditor((s) => s.shown?.page?.id ?? null);
  const lang = useLang();
  const s = tEditor(lang);
  const close = () => setState({ dialog: null });
  return (
    <>
      {dialog?.kind === 'module' && <ModuleForm key={JSON.stringify(dialog)} dialog={dialog} />}
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
      <ConflictDialog />
      <LoginModal />
    </>
  );
}
