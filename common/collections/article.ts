/** Magazine articles (SPEC §3 mapping blog/article); their body modules are edited in place. */
import { defineCollection, label } from './define';
import { createdAtField, imageField, leadField, onlineField, onlineFromField, onlineToField, slugField, titleField, updatedAtField } from './shared-fields';

export const article = defineCollection({
  slug: 'article',
  path: 'blog/article',
  label: { singular: label('Artikel', 'Article'), plural: label('Artikel', 'Articles') },
  fields: {
    title: titleField,
    slug: slugField,
    lead: leadField,
    imageId: imageField,
    author: { kind: 'text', label: label('Autorin/Autor', 'Author'), maxLength: 200 },
    publishedAt: { kind: 'date', label: label('Veröffentlicht', 'Published'), required: true },
    categories: { kind: 'relation', label: label('Kategorien', 'Categories'), to: 'article-category', many: true },
    tags: { kind: 'relation', label: label('Schlagwörter', 'Tags'), to: 'article-tag', many: true },
    isOnline: onlineField,
    onlineFrom: onlineFromField,
    onlineTo: onlineToField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'author', 'publishedAt', 'isOnline'],
  filters: ['isOnline'],
  searchFields: ['title', 'author'],
  sortFields: ['publishedAt', 'id', 'updatedAt'],
  defaultSort: { field: 'publishedAt', dir: 'desc' },
  visitorRoute: 'magazine-article',
});
