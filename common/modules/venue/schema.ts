import { defineModule } from '../define';

/**
 * SPEC §3 "Venue": one of our venues as a card linking to its page; §5: the venue is required. Stored
 * as a reference, so the card shows the venue's current name, lead and picture.
 */
export default defineModule({
  type: 'venue',
  label: { de: 'Ort', en: 'Venue' },
  fields: {
    venue: { kind: 'venue', label: { de: 'Ort', en: 'Venue' }, required: true },
  },
});
