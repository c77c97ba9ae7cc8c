/** Menu and footer entries (SPEC §2 "Header", "Footer"); `position` orders them (drag to reorder in the admin). */
import { defineCollection, label } from './define';
import { positionField } from './shared-fields';

export const navItem = defineCollection({
  slug: 'nav-item',
  path: 'navigation/navitem',
  label: { singular: label('Menüeintrag', 'Menu item'), plural: label('Navigation', 'Navigation') },
  fields: {
    menu: {
      kind: 'choice',
      label: label('Menü', 'Menu'),
      options: { main: label('Hauptmenü', 'Main menu'), top: label('Obere Leiste', 'Top bar'), footer: label('Fußzeile', 'Footer') },
      required: true,
    },
    label: { kind: 'text', label: label('Beschriftung', 'Label'), translatable: true, maxLength: 200 },
    pageId: { kind: 'relation', label: label('Seite', 'Page'), to: 'page' },
    url: { kind: 'link', label: label('Adresse', 'Address'), translatable: true },
    parentId: { kind: 'relation', label: label('Übergeordneter Eintrag', 'Parent item'), to: 'nav-item' },
    hasTabNavigation: { kind: 'boolean', label: label('Reiternavigation', 'Tab navigation') },
    position: positionField,
  },
  titleField: 'label',
  listColumns: ['label', 'menu', 'pageId', 'position'],
  filters: ['menu', 'parentId'],
  searchFields: ['label'],
  sortFields: ['position', 'id'],
  defaultSort: { field: 'position', dir: 'asc' },
  orderField: 'position',
});
