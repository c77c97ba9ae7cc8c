/**
 * The data of a programme page: what the server inlined on first load, else fetched once when the
 * page mounts after client navigation (the router remounts the page per path). A failed fetch shows
 * the error page: 404 for an id that does not exist (SPEC §8), logged like every 404.
 */
import { useEffect, useState } from 'react';
import { ERROR_MESSAGES, postErrorLog, toApiError } from '../../../common/api/client';
import { online, pageError } from '../../stores/site-data';

export function useRouteData<T>(inlined: T | null, load: () => Promise<T>): T | null {
  const [data, setData] = useState<T | null>(inlined);
  useEffect(() => {
    if (data !== null) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setData(value);
      },
      (cause: unknown) => {
        if (!current) return;
        const error = toApiError(cause);
        if (error.statusCode === 404 && online.peek()) postErrorLog(location.pathname).catch(() => undefined);
        pageError.value = error.statusCode === 404 ? { statusCode: 404, message: ERROR_MESSAGES.notFound } : error;
      },
    );
    return () => {
      current = false;
    };
    // Fetched once per mount: the router gives every path its own page instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return data;
}
