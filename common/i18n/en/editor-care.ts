import type de from '../de/editor-care';

/** English strings of the editor's care for shared work (see ../de/editor-care.ts). */
export default {
  conflictTitle: 'Someone else saved this page',
  conflictIntro: '{name} saved the page at {time}, after you began your change.',
  conflictIntroUnknown: 'The page was saved after you began your change.',
  conflictChanges: 'What changed:',
  conflictNoDetails: 'What changed can no longer be shown.',
  conflictReload: 'Reload and discard my change',
  conflictOverwrite: 'Save anyway and overwrite',
  conflictCancel: 'Cancel',
  conflictReloaded: 'The page now shows the saved state.',
  added: 'added',
  removed: 'removed',
  changed: 'changed',
  moved: 'moved',
  before: 'before',
  after: 'now',
  alsoHere: 'Also here: {names}',
  scheduled: 'scheduled {time}',
  expired: 'expired',
  until: 'until {time}',
  needsTranslation: 'Check translation',
  needsTranslationTitle: 'The text was changed in the other language since it was last saved here.',
  goLive: 'Online from',
  expiry: 'Offline from',
  windowHint: 'Outside this window visitors get the page as offline (Berlin time).',
} satisfies typeof de;
