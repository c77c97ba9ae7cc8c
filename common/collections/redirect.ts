/** Redirects (SPEC §3): an old path answers 301 to the new one at once. */
import { defineCollection, label } from './define';

const sitePath = (v: unknown) => (typeof v === 'string' && /^\/(?!\/)\S*$/.test(v) ? null : 'notLink');

export const redirect = defineCollection({
  slug: 'redirect',
  path: 'redirects/redirect',
  label: { singular: label('Weiterleitung', 'Redirect'), plural: label('Weiterleitungen', 'Redirects') },
  fields: {
    oldPath: { kind: 'text', label: label('Alte Adresse', 'Old address'), required: true, maxLength: 2000, validators: [sitePath] },
    newPath: { kind: 'text', label: label('Neue Adresse', 'New address'), required: true, maxLength: 2000, validators: [(v: unknown) => (typeof v === 'string' && (/^https?:\/\//.test(v) || sitePath(v) === null) ? null : 'notLink')] },
    createdAt: { kind: 'date', label: label('Angelegt', 'Created'), readOnly: true },
  },
  titleField: 'oldPath',
  listColumns: ['oldPath', 'newPath', 'createdAt'],
  searchFields: ['oldPath', 'newPath'],
  sortFields: ['oldPath', 'createdAt', 'id'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
});
