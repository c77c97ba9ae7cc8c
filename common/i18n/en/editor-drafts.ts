import type de from '../de/editor-drafts';

/** English strings of the editor's publish panel (see ../de/editor-drafts.ts). */
export default {
  line: 'Draft – not published · {n} {{change|changes}}{by}',
  lineNever: 'Draft – never published',
  lineBy: ' by {names}',
  linePublishAt: 'Publishing on {when}',
  title: 'Publish',
  neverPublished: 'This page has never been published: visitors see it only after that.',
  nothing: 'No unpublished changes.',
  changesIntro: 'Against the published page, the draft changes:',
  change: '{label} {status}',
  by: 'By: {names}',
  publish: 'Publish',
  published: 'Published.',
  discard: 'Discard changes',
  discardConfirm: 'These changes will be lost:\n{list}\n\nThe page goes back to its published state.',
  discarded: 'Changes discarded.',
  publishAt: 'Publish at …',
  publishAtLabel: 'Date and time (Berlin time)',
  publishAtSave: 'Set the time',
  publishAtSet: 'Will be published on {when}.',
  publishAtCancel: 'Cancel the scheduled publication',
  publishAtMissing: 'Please give a date and time.',
} satisfies typeof de;
