/** CMS pages, settings only (SPEC §3 "Page"): their modules are edited in place on the page. */
import { defineCollection, label } from './define';
import { createdAtField, imageField, onlineField, positionField, themeField, updatedAtField, variantField } from './shared-fields';

const pathOf = (lang: string) => (v: unknown) => (typeof v === 'string' && new RegExp(`^/${lang}(/[a-z0-9-]+)*$`).test(v) ? null : 'urlFormat');
const meta = (de: string, en: string, maxLength: number) => ({ kind: 'text', label: label(de, en), translatable: true, maxLength }) as const;

export const page = defineCollection({
  slug: 'page',
  path: 'pages/page',
  label: { singular: label('Seite', 'Page'), plural: label('Seiten', 'Pages') },
  fields: {
    title: { kind: 'text', label: label('Titel', 'Title'), translatable: true, required: true, maxLength: 300 },
    headline: meta('Überschrift', 'Headline', 300),
    pathDe: { kind: 'text', label: label('Adresse (deutsch)', 'Address (German)'), required: true, maxLength: 500, validators: [pathOf('de')] },
    pathEn: { kind: 'text', label: label('Adresse (englisch)', 'Address (English)'), required: true, maxLength: 500, validators: [pathOf('en')] },
    parentId: { kind: 'relation', label: label('Übergeordnete Seite', 'Parent page'), to: 'page' },
    position: positionField,
    metaTitle: meta('Meta-Titel', 'Meta title', 200),
    metaDescription: meta('Meta-Beschreibung', 'Meta description', 320),
    ogTitle: meta('Open-Graph-Titel', 'Open Graph title', 200),
    ogDescription: meta('Open-Graph-Beschreibung', 'Open Graph description', 320),
    ogImageId: { ...imageField, label: label('Open-Graph-Bild', 'Open Graph image') },
    isOnline: onlineField,
    isClickable: { kind: 'boolean', label: label('Anklickbar', 'Clickable'), default: true },
    inMenu: { kind: 'boolean', label: label('Im Menü', 'In menu') },
    inFooter: { kind: 'boolean', label: label('Im Fuß', 'In footer') },
    theme: themeField,
    variant: variantField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'pathDe', 'isOnline', 'updatedAt'],
  filters: ['isOnline', 'inMenu', 'inFooter'],
  searchFields: ['title', 'pathDe', 'pathEn'],
  sortFields: ['pathDe', 'id', 'updatedAt'],
  defaultSort: { field: 'pathDe', dir: 'asc' },
});
