import { useEffect, useState } from 'react';

/**
 * True while the footer is in view (SPEC §2 "Sticky navigation": the overlay button and the link
 * buttons hide when scrolled within the footer area). Observed, never measured on scroll.
 */
export function useOverFooter(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('body footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOver(entries.some((entry) => entry.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return over;
}
