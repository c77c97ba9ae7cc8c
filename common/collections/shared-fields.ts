/** Fields several collections declare alike: written once so their labels and limits never drift. */
import { THEME_OPTIONS, VARIANT_OPTIONS } from '../option-labels';
import { label } from './define';

export const slugField = { kind: 'text', label: label('Adresse (Slug)', 'Address (slug)'), translatable: true, required: true, maxLength: 200, validators: [(v: unknown) => (typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) ? null : 'urlFormat')] } as const;
export const nameField = { kind: 'text', label: label('Name', 'Name'), translatable: true, required: true, maxLength: 200 } as const;
export const titleField = { kind: 'text', label: label('Titel', 'Title'), translatable: true, required: true, maxLength: 300 } as const;
export const leadField = { kind: 'text', label: label('Vorspann', 'Lead'), translatable: true, maxLength: 1000 } as const;
export const descriptionField = { kind: 'richtext', label: label('Beschreibung', 'Description'), translatable: true } as const;
export const imageField = { kind: 'image', label: label('Bild', 'Image') } as const;
export const positionField = { kind: 'number', label: label('Reihenfolge', 'Order'), min: 0, default: 0 } as const;
export const onlineField = { kind: 'boolean', label: label('Online', 'Online'), default: true } as const;
export const themeField = { kind: 'choice', label: label('Farbthema', 'Colour theme'), options: THEME_OPTIONS } as const;
export const variantField = { kind: 'choice', label: label('Variante', 'Variant'), options: VARIANT_OPTIONS, default: 'default' } as const;
export const onlineFromField = { kind: 'date', label: label('Online ab', 'Online from') } as const;
export const onlineToField = { kind: 'date', label: label('Online bis', 'Online until') } as const;
export const createdAtField = { kind: 'date', label: label('Angelegt', 'Created'), readOnly: true } as const;
export const updatedAtField = { kind: 'date', label: label('Geändert', 'Changed'), readOnly: true } as const;
