/** The ensemble (SPEC §2 "/ensemble", §3 mapping persons/person). */
import { defineCollection, label } from './define';
import { imageField, positionField } from './shared-fields';

export const person = defineCollection({
  slug: 'person',
  path: 'persons/person',
  label: { singular: label('Person', 'Person'), plural: label('Personen', 'People') },
  fields: {
    name: { kind: 'text', label: label('Name', 'Name'), required: true, maxLength: 200 },
    slug: { kind: 'text', label: label('Adresse (Slug)', 'Address (slug)'), required: true, maxLength: 200 },
    role: { kind: 'text', label: label('Funktion', 'Role'), translatable: true, maxLength: 200 },
    bio: { kind: 'richtext', label: label('Biografie', 'Biography'), translatable: true },
    categories: { kind: 'relation', label: label('Kategorien', 'Categories'), to: 'person-category', many: true },
    imageId: imageField,
    isEnsemble: { kind: 'boolean', label: label('Ensemble', 'Ensemble'), default: true },
    position: positionField,
  },
  titleField: 'name',
  listColumns: ['name', 'role', 'isEnsemble'],
  filters: ['isEnsemble'],
  searchFields: ['name'],
  sortFields: ['name', 'position', 'id'],
  defaultSort: { field: 'name', dir: 'asc' },
  visitorRoute: 'ensemble-person',
});
