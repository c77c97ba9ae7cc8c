/** Breaking news: the top alert (SPEC §2 "Top alert"), active within its online window. */
import { defineCollection, label } from './define';
import { createdAtField, onlineFromField, onlineToField, positionField } from './shared-fields';

export const breakingNews = defineCollection({
  slug: 'breaking-news',
  path: 'breaking_news/breakingnews',
  label: { singular: label('Eilmeldung', 'Breaking news'), plural: label('Eilmeldungen', 'Breaking news') },
  fields: {
    title: { kind: 'text', label: label('Titel', 'Title'), translatable: true, required: true, maxLength: 200 },
    text: { kind: 'text', label: label('Text', 'Text'), translatable: true, maxLength: 1000 },
    linkUrl: { kind: 'link', label: label('Link', 'Link'), translatable: true },
    linkTitle: { kind: 'text', label: label('Linktext', 'Link text'), translatable: true, maxLength: 100 },
    isActive: { kind: 'boolean', label: label('Aktiv', 'Active'), default: true },
    onlineFrom: onlineFromField,
    onlineTo: onlineToField,
    position: positionField,
    createdAt: createdAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'isActive', 'onlineFrom', 'onlineTo', 'position'],
  filters: ['isActive'],
  searchFields: ['title'],
  sortFields: ['position', 'createdAt', 'id'],
  // In the order the site shows them (the first is the top alert), and reordered right here.
  defaultSort: { field: 'position', dir: 'asc' },
  orderField: 'position',
});
