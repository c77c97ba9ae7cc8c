import { defineModule } from '../define';

/** SPEC §3 "Venue list": venue modules as children, shown side by side in the editors' order. */
export default defineModule({
  type: 'venue-list',
  label: { de: 'Ortsliste', en: 'Venue list' },
  fields: {},
  children: ['venue'],
});
