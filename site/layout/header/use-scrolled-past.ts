import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further than `fraction` of the window height (SPEC §9: header
 * scrolled state at a quarter, scroll-to-top at half). A passive listener schedules one read per
 * animation frame; it reads only scroll position and window height, so it forces no layout.
 */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > window.innerHeight * fraction);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first read waits for the frame too: read at once, as the page hydrates, it forced a layout
    // of the whole page in the middle of the first load (20–30 ms at Lighthouse's 4x, PERFORMANCE).
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [fraction]);
  return past;
}
