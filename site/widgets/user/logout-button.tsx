import { useState } from 'react';
import { homePath, type Lang } from '../../../common/routes';
import { logout, tUser } from '../../stores/user';

/**
 * Logs out, then loads the home page afresh, so nothing of the session (menus, editor code, offline
 * pages) stays on screen. A failure says so and keeps the visitor logged in.
 */
export function LogoutButton({ lang, className }: { lang: Lang; className?: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const strings = tUser(lang);
  const run = () => {
    setState('busy');
    logout().then(
      () => location.assign(homePath(lang)),
      (error: unknown) => {
        console.error('logout', error);
        setState('failed');
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={run} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {state === 'busy' ? strings.loggingOut() : strings.logout()}
      </button>
      {state === 'failed' && <span role="alert">{strings.logoutFailed()}</span>}
    </>
  );
}
