import { useEffect, useState } from 'react';

/**
 * False in the server's markup and until the component's code has run in the browser: a control
 * shown by the server cannot answer a tap before then. Rendered as `data-ready`, which tests wait
 * for as a visitor waits for a page to finish loading.
 */
export function useReady(): true | undefined {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready || undefined;
}
