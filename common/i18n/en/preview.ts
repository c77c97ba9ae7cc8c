import type de from '../de/preview';

/** The preview link's page: its bar and its error pages. Read by the server only. */
export default {
  bar: 'Preview – unpublished draft',
  barHint: 'Visitors see the page like this only once it is published. Links lead to the published website.',
  otherLanguage: 'Deutsche Vorschau',
  goneStatus: 'Preview expired',
  gone: 'This preview has expired or was withdrawn',
  goneHint: 'Please ask the editors for a new preview link.',
  unknown: 'This preview does not exist',
  unknownHint: 'Please check that the whole link was copied.',
  home: 'To the home page',
} satisfies typeof de;
