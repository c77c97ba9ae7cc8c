/**
 * Above the accounts list an administrator sees which addresses wait to sign in
 * (for one account or for all) and lifts a wait with one button.
 */
import { useEffect, useState } from 'react';
import type { SignInLock } from '../../common/api/admin';
import { clearSignInLocks, signInLocks } from '../../common/api/endpoints/admin';
import { formatDate, formatTime } from '../../common/format/date-time';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';
import { tHub } from './strings';

export function SignInLocks({ lang }: { lang: Lang }) {
  const s = tHub(lang).signInLocks;
  const [locks, setLocks] = useState<SignInLock[] | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    editorCall(signInLocks, {}).then(setLocks, (e: Error) => setError(tHub(lang).failed({ message: e.message })));
  }, [reloads]);

  const lift = async (lock: SignInLock) => {
    try {
      await editorCall(clearSignInLocks, { body: { keys: [lock.key] } });
      setStatus(s.lifted());
      setReloads((n) => n + 1);
    } catch (e) {
      setError(tHub(lang).failed({ message: (e as Error).message }));
    }
  };

  return (
    <section aria-labelledby="hub-sign-in-locks" data-sign-in-locks>
      <h2 id="hub-sign-in-locks">{s.title()}</h2>
      {error && <p role="alert">{error}</p>}
      <p role="status">{status}</p>
      {locks && locks.length === 0 && <p>{s.none()}</p>}
      {locks && locks.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{s.account()}</th>
              <th scope="col">{s.address()}</th>
              <th scope="col">{s.failures()}</th>
              <th scope="col">{s.until()}</th>
              <th scope="col">
                <span>{s.liftShort()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {locks.map((lock) => {
              const account = lock.account ?? s.anyAccount();
              return (
                <tr key={lock.key}>
                  <td>{account}</td>
                  <td>{lock.address}</td>
                  <td>{lock.failures}</td>
                  <td>{`${formatDate(lock.until, lang)}, ${formatTime(lock.until, lang)}`}</td>
                  <td>
                    <button type="button" aria-label={s.lift({ account, address: lock.address })} onClick={() => void lift(lock)}>
                      {s.liftShort()}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
