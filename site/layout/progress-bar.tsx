/**
 * The slim bar at the top during route changes (SPEC §2, §4, §9): it appears only when loading
 * takes longer than the 200 ms throttle, creeps towards the end over about 5 s, fills and fades
 * within 500 ms when done, and turns to the failed colour on an error or a lost connection.
 */
import { css, keyframes } from 'goober';
import { useEffect, useState } from 'react';
import { t } from '../../common/i18n';
import { colors, mq, sizes, timings } from '../../common/theme';
import { lang, navigating, online, pageError } from '../stores/site-data';

type BarState = 'hidden' | 'running' | 'done' | 'failed';

export function ProgressBar() {
  const busy = navigating.value;
  const failed = pageError.value !== null || !online.value;
  const [state, setState] = useState<BarState>('hidden');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setState('running'), timings.progressThrottle);
      return () => clearTimeout(timer);
    }
    setState((shown) => (shown === 'running' ? (failed ? 'failed' : 'done') : shown));
    return undefined;
  }, [busy, failed]);

  useEffect(() => {
    if (state !== 'done' && state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('hidden'), timings.progressHide);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'hidden') return null;
  const label = t(lang.value).site.loading();
  // A labelled region: the bar sits outside the layout's landmarks, where axe's 'region' rule found
  // it whenever a slow navigation showed it (a flaky hub-words run); it is fixed, so the wrapper takes no room.
  return (
    <section aria-label={label}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} data-state={state} className={bar} />
    </section>
  );
}

const creep = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1000;
  height: ${sizes.progressBar};
  background: ${colors.primary};
  transform-origin: left;
  pointer-events: none;
  &[data-state='running'] {
    animation: ${creep} ${timings.progressDuration}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards;
  }
  &[data-state='done'],
  &[data-state='failed'] {
    transform: scaleX(1);
    opacity: 0;
    transition: opacity ${timings.progressHide}ms ease ${timings.progressHide / 2}ms;
  }
  &[data-state='failed'] {
    background: ${colors.error};
  }
  ${mq.reducedMotion} {
    animation: none !important;
  }
  ${mq.print} {
    display: none;
  }
`;
