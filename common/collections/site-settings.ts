/** Site settings (SPEC §3 "Site settings"): one row, administrators only (SPEC §6). */
import { defineCollection, label } from './define';
import { designField } from './design-field';

export const siteSettings = defineCollection({
  slug: 'site-settings',
  path: 'settings/sitesettings',
  label: { singular: label('Website-Einstellungen', 'Site settings'), plural: label('Website-Einstellungen', 'Site settings') },
  fields: {
    isSiteOnline: { kind: 'boolean', label: label('Website online', 'Site online'), default: true },
    isShopOnline: { kind: 'boolean', label: label('Ticketshop online', 'Ticket shop online'), default: true },
    /** Editors send drafts for approval; publishers and admins publish them. */
    approvalRequired: { kind: 'boolean', label: label('Freigabe erforderlich', 'Approval required'), default: false },
    htmlHeader: { kind: 'html', label: label('HTML im Kopf', 'HTML in the header'), translatable: true },
    htmlFooterTop: { kind: 'html', label: label('HTML im Fuß oben', 'HTML at the top of the footer'), translatable: true },
    htmlFooterBottom: { kind: 'html', label: label('HTML im Fuß unten', 'HTML at the bottom of the footer'), translatable: true },
    design: designField,
    requireAdminTwoFactor: { kind: 'boolean', label: label('Zwei-Faktor-Anmeldung für Administratoren verlangen', 'Require two-factor sign-in for administrators'), default: false },
    updatedAt: { kind: 'date', label: label('Geändert', 'Changed'), readOnly: true },
  },
  titleField: 'isSiteOnline',
  listColumns: ['isSiteOnline', 'isShopOnline', 'updatedAt'],
  searchFields: [],
  sortFields: ['id'],
  defaultSort: { field: 'id', dir: 'asc' },
  access: 'admin',
  singleton: true,
});
