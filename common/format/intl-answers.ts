/**
 * What Intl answered while the server drew a page, handed to the browser with it, so that the
 * page's hydration asks Intl nothing. A page's first Intl call of any kind loads ICU's data: 30–90 ms
 * in this machine's Chromium, four times that in Lighthouse's phone, one long task in the middle of
 * the first load for a date on a card (docs/PERFORMANCE.md "No Intl on the first load").
 *
 * A key names the question and its argument ("wall|1767225600000"); the answer depends on nothing
 * else, so an answer taken from any render is right for every later one.
 */

/** The JSON script beside the initial data that carries the answers (server/shell/html.ts). */
export const INTL_ANSWERS_ID = 'intl-answers';

export type IntlAnswers = Record<string, string>;

let given: IntlAnswers | undefined;

/** The answers the page came with (the server writes them with jsonForScript); none on the server. */
const givenAnswers = (): IntlAnswers =>
  (given ??= JSON.parse((typeof document != 'undefined' && document.getElementById(INTL_ANSWERS_ID)?.textContent) || '{}') as IntlAnswers);

/** The answers of the render under way on the server (server/shell/render-body.tsx sets and clears it). */
export const intlNotebook: { notes?: IntlAnswers } = {};

/** The answer to `key`: the one the page came with, else `ask()`'s; noted for the page being drawn. */
export function intlAnswer(key: string, ask: () => string): string {
  const answer = givenAnswers()[key] ?? ask();
  if (intlNotebook.notes) intlNotebook.notes[key] = answer;
  return answer;
}
