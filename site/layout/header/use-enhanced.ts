import { useEffect, useState } from 'react';

/**
 * False in the server's markup and during hydration, true once the app runs the part: attributes that
 * only the app's code makes true (aria-expanded of a disclosure the app now controls) wait for it.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
