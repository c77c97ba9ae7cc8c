/**
 * Web vitals: LCP, INP, CLS, FCP and TTFB of this page view, sent in one beacon
 * when the page is hidden. Measured only with the visitor's consent to statistics ('tracking'),
 * and sent only while it lasts (docs/DECISIONS.md "Service worker, error reporting, web vitals").
 */
import { effect } from '@preact/signals-react';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_BEACON_MAX_SAMPLES, VITALS_PATH, type VitalMetric, type VitalSample, type VitalsBeacon } from '../../common/api/types';
import { consent } from '../../common/consent/consent';
import { restoreConsentOnce } from '../../common/consent/cookie';
import type { RouteName } from '../../common/routes';

/** Sends the beacon; a string body goes as text/plain, which every browser's sendBeacon accepts. */
function send(beacon: VitalsBeacon): void {
  const body = JSON.stringify(beacon);
  if (navigator.sendBeacon?.(VITALS_PATH, body)) return;
  void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
}

/** Starts measuring for the route the visitor landed on, once consent allows it. */
export function startVitals(route: RouteName): void {
  // A page without the consent manager (the webshop's frame) has not read the cookie yet.
  restoreConsentOnce();
  const samples: VitalSample[] = [];
  const flush = () => {
    if (!consent.peek().tracking) samples.length = 0;
    while (samples.length) send({ route, samples: samples.splice(0, VITALS_BEACON_MAX_SAMPLES) });
  };
  let started = false;
  effect(() => {
    if (started || !consent.value.tracking) return;
    started = true;
    // The performance entries are buffered, so starting after a late consent still sees the load.
    const add = (metric: Metric) => samples.push({ name: metric.name as VitalMetric, value: metric.value });
    onLCP(add);
    onINP(add);
    onCLS(add);
    onFCP(add);
    onTTFB(add);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
    addEventListener('pagehide', flush);
  });
}
