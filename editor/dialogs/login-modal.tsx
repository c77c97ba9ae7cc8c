/**
 * The login modal (SPEC §4): opens on a 401 while editing; after signing in the requests that met
 * the 401 are sent again (state/login-gate.ts), so no edit is lost.
 */
import { LoginForm, tLogin } from '../../common/login/login-form';
import { loginDone } from '../state/login-gate';
import { setState, useEditor, useLang } from '../state/store';
import { Modal } from './modal';

export function LoginModal() {
  const open = useEditor((s) => s.loginOpen);
  const lang = useLang();
  if (!open) return null;
  const s = tLogin(lang);
  return (
    <Modal title={s.loginTitle()} onClose={() => undefined}>
      <LoginForm
        lang={lang}
        intro={s.loginAgain()}
        onSignedIn={(response) => {
          setState((st) => ({ user: st.user ? { ...st.user, username: response.user.username, role: response.user.role } : st.user }));
          loginDone();
        }}
      />
    </Modal>
  );
}
