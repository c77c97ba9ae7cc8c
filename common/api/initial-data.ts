import type { InitialData } from './types';

/** The id of the JSON script the server inlines into every HTML shell and the visitor app reads at boot. */
export const INITIAL_DATA_ID = 'initial-data';

/** Reads the data the server inlined (ARCHITECTURE "Request flow" 3); read once at boot. */
export function readInitialData(doc: Document = document): InitialData {
  const script = doc.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) throw new Error('initial data missing from the HTML shell');
  return JSON.parse(script.textContent) as InitialData;
}
