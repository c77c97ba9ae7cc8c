import type de from '../de/editor-quality';

/** English strings of the editor's quality checks (see ../de/editor-quality.ts). */
export default {
  button: 'Quality',
  findings: '{count} {{finding|findings}}',
  running: 'Quality checks running …',
  title: 'Findings on this page',
  none: 'No findings: headings, alt texts, links and contrast are fine.',
  again: 'Check again',
  close: 'Close',
  failed: 'The checks could not run.',
  where: 'Section {n}',
  headingSkipped: 'Heading level skipped: h{to} follows h{from}',
  altMissing: 'Image without alt text',
  altFileName: 'Alt text is a file name: “{alt}”',
  linkName: 'Link without a discernible name',
  buttonName: 'Button without a discernible name',
  frameTitle: 'Embedded content without a title',
  contrast: 'Too little contrast between text and background',
  deadLink: 'Link to a page that no longer exists: {href}',
} satisfies typeof de;
