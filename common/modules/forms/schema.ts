import { defineModule, type Validator } from '../define';

/** HubSpot names a form by a GUID ("2f5b1c3e-…"); anything else can never load. */
const hubspotFormId: Validator = (value) =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim()) ? null : 'hubspotId';

/** SPEC §3 "Forms module (hubspot_id)"; §5: the HubSpot form id is required. */
export default defineModule({
  type: 'forms',
  label: { de: 'HubSpot-Formular', en: 'HubSpot form' },
  fields: {
    hubspot_id: { kind: 'text', label: { de: 'HubSpot-Formular-ID', en: 'HubSpot form id' }, required: true, validators: [hubspotFormId] },
  },
});
