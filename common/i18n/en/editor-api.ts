import type de from '../de/editor-api';

/** Messages of the editor's API: what the editor's error alert shows. */
export default {
  invalid: 'Please check the marked fields.',
  moduleNotFound: 'This module no longer exists. Please reload the page.',
  sectionNotFound: 'This section no longer exists. Please reload the page.',
  pageNotFound: 'This page no longer exists.',
  mediaNotFound: 'This file no longer exists.',
  notAllowedHere: 'A “{type}” module cannot be placed here.',
  noFile: 'Please choose a file.',
  fileEmpty: 'The file is empty.',
  fileType: 'This file type is not accepted here. Allowed are: {types}.',
  fileTooLarge: 'The file is too large (at most {mb} MB).',
  notAnImage: 'The image cannot be read.',
  slugTaken: 'The identifier “{slug}” is already in use.',
} satisfies typeof de;
