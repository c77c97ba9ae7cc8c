/** The package ships no types; what test/api/metrics.test.ts reads of it. */
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
