/** The visitors' short explanation of each access feature (common/api/access.ts), one item per feature. */
import { ACCESS_FEATURE_LABELS } from '../api/access';
import { defineCollection, label } from './define';
import { positionField } from './shared-fields';

export const accessFeatureText = defineCollection({
  slug: 'access-feature-text',
  path: 'events/access-feature',
  label: { singular: label('Barrierefreiheits-Merkmal', 'Access feature'), plural: label('Barrierefreiheits-Merkmale', 'Access features') },
  fields: {
    code: { kind: 'choice', label: label('Merkmal', 'Feature'), options: ACCESS_FEATURE_LABELS, required: true },
    explanation: { kind: 'text', label: label('Kurze Erklärung für Besucher', 'Short explanation for visitors'), translatable: true, maxLength: 400 },
    position: positionField,
  },
  titleField: 'code',
  listColumns: ['code', 'explanation', 'position'],
  searchFields: ['explanation'],
  sortFields: ['position', 'id'],
  defaultSort: { field: 'position', dir: 'asc' },
  orderField: 'position',
});
