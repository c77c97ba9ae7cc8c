import { defineModule } from '../define';

/** SPEC §3 Teaser list: teaser items, as a grid or a horizontal scroller. */
export default defineModule({
  type: 'teaser-list',
  label: { de: 'Teaser-Liste', en: 'Teaser list' },
  fields: {
    extra_class: { kind: 'choice', label: { de: 'Darstellung', en: 'Display' }, options: { grid: { de: 'Raster', en: 'Grid' }, scroller: { de: 'Seitlich blätternde Reihe', en: 'Sideways scrolling row' } }, default: 'grid' },
  },
  children: ['teaser-item'],
});
