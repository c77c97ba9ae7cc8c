/** The one open dialog of the editor, and the login modal above everything (SPEC §4). */
import { PageSettingsDialog } from '../page-settings/page-settings-dialog';
import { tEditor } from '../state/content';
import { setState, useEditor, useLang } from '../state/store';
import { LoginModal } from './login-modal';
import { Modal } from './modal';
import { ModuleForm } from './module-form';

export function DialogHost() {
  const dialog = useEditor((s) => s.dialog);
  const lang = useLang();
  const s = tEditor(lang);
  const close = () => setState({ dialog: null });
  return (
    <>
      {dialog?.kind === 'module' && <ModuleForm key={JSON.stringify(dialog)} dialog={dialog} />}
      {dialog?.kind === 'settings' && <PageSettingsDialog pageId={dialog.pageId} />}
      {dialog?.kind === 'versions' && (
        <Modal title={s.versions()} closeLabel={s.close()} onClose={close}>
          <p>{s.versionsSoon()}</p>
        </Modal>
      )}
      <LoginModal />
    </>
  );
}
