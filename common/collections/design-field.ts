/**
 * The site's design settings (SPEC §3 "Design settings", common/api/types.ts DesignSettings) as a
 * form of named fields instead of JSON text. Each sub-field is named by its path
 * in the stored object; keys not named here are kept as they are (server/features/settings
 * design-defaults.ts fills what is missing).
 */
import type { SettingsField } from '../modules/define';
import { label } from './define';

const style = (n: number) => label(`Stil ${n}`, `Style ${n}`);

export const designField = {
  kind: 'settings',
  label: label('Gestaltung', 'Design'),
  fields: {
    'header.logo': { kind: 'text', label: label('Logo (Adresse der Bilddatei)', 'Logo (address of the image file)'), maxLength: 500 },
    'header.logoLink': { kind: 'link', label: label('Das Logo führt zu', 'The logo leads to') },
    'header.webshopLink': { kind: 'link', label: label('Link zum Ticketshop', 'Link to the ticket shop') },
    'header.basketLink': { kind: 'link', label: label('Link zum Warenkorb', 'Link to the basket') },
    'header.menuStyle': { kind: 'choice', label: label('Darstellung des Menüs', 'Menu style'), options: { style1: style(1), style2: style(2) } },
    eventListStyle: { kind: 'choice', label: label('Darstellung der Programmliste', 'Programme list style'), options: { style1: style(1), style2: style(2), style3: style(3) } },
    stickyOverlayButton: { kind: 'boolean', label: label('Schwebende Ticket-Schaltfläche', 'Floating ticket button') },
    quickBuyActive: { kind: 'boolean', label: label('Schnellkauf anbieten', 'Offer quick buy') },
    currency: { kind: 'text', label: label('Währungszeichen', 'Currency sign'), maxLength: 5 },
    loginUrl: { kind: 'link', label: label('Anmeldeseite', 'Sign-in page') },
    'icons.favicon': { kind: 'text', label: label('Browser-Symbol (Adresse)', 'Browser icon (address)'), maxLength: 500 },
    'icons.touchIcon': { kind: 'text', label: label('Symbol für Startbildschirme (Adresse)', 'Home-screen icon (address)'), maxLength: 500 },
    socialImage: { kind: 'text', label: label('Bild beim Teilen (Adresse)', 'Picture when shared (address)'), maxLength: 500 },
    'cookies.tag_manager_id': { kind: 'text', label: label('Google-Tag-Manager-Kennung', 'Google Tag Manager ID'), maxLength: 40 },
    anchorListOffset: { kind: 'number', label: label('Abstand der Sprungmarken (Pixel)', 'Anchor offset (pixels)'), min: 0, max: 5000 },
  },
} as const satisfies SettingsField;
