import { defineModule } from '../define';

/** SPEC §3 Logo list: partner and sponsor logos, each an image module (optionally linked). */
export default defineModule({
  type: 'logo-list',
  label: { de: 'Logoleiste', en: 'Logo list' },
  fields: {},
  children: ['image'],
});
