import { defineModule } from '../define';

/** SPEC §3 Anchor list: in-page navigation to anchors of other modules, optionally sticky. */
export default defineModule({
  type: 'anchor-list',
  label: { de: 'Sprungmarken', en: 'Anchor list' },
  fields: {
    sticky: { kind: 'boolean', label: { de: 'In der unteren Leiste fixieren', en: 'Pin to the bottom bar' } },
  },
  children: ['anchor-item'],
});
