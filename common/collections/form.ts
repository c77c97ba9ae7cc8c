/**
 * Our own forms (SPEC §3 "Form", mapping mir_forms/form) and their fields. `retentionDays` is the
 * GDPR retention: entries older than that are deleted; empty keeps them.
 */
import type { NumericFieldType } from '../forms/field-types';
import type { Label } from '../modules/define';
import { defineCollection, label } from './define';
import { createdAtField, onlineField, positionField, slugField, titleField, updatedAtField } from './shared-fields';

/** Each field type's name in the hub's form-field form (never the number). */
const FIELD_TYPE_LABELS = {
  1: { de: 'Textzeile', en: 'Text line' },
  2: { de: 'Textfeld (mehrzeilig)', en: 'Text area' },
  3: { de: 'E-Mail-Adresse', en: 'E-mail address' },
  4: { de: 'Ankreuzfeld', en: 'Checkbox' },
  5: { de: 'Mehrere Ankreuzfelder', en: 'Several checkboxes' },
  6: { de: 'Auswahlliste', en: 'Drop-down list' },
  7: { de: 'Auswahlliste (mehrere)', en: 'Multiple-choice list' },
  8: { de: 'Optionsfelder (eines wählen)', en: 'Radio buttons (choose one)' },
  9: { de: 'Datei', en: 'File' },
  10: { de: 'Datum', en: 'Date' },
  11: { de: 'Datum und Uhrzeit', en: 'Date and time' },
  12: { de: 'Verstecktes Feld', en: 'Hidden field' },
  13: { de: 'Zahl', en: 'Number' },
  14: { de: 'Webadresse', en: 'Web address' },
  15: { de: 'Geburtsdatum', en: 'Date of birth' },
} as const satisfies Record<NumericFieldType, Label>;

export const form = defineCollection({
  slug: 'form',
  path: 'mir_forms/form',
  label: { singular: label('Formular', 'Form'), plural: label('Formulare', 'Forms') },
  fields: {
    title: titleField,
    slug: slugField,
    intro: { kind: 'richtext', label: label('Einleitung', 'Introduction'), translatable: true },
    successMessage: { kind: 'text', label: label('Dankestext', 'Thank-you text'), translatable: true, maxLength: 1000 },
    notifyEmail: { kind: 'text', label: label('Benachrichtigung an (E-Mail)', 'Notify (e-mail)'), maxLength: 200, validators: [(v: unknown) => (typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'notText')] },
    retentionDays: { kind: 'number', label: label('Einträge löschen nach (Tagen)', 'Delete entries after (days)'), min: 1, max: 3650 },
    isOnline: onlineField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'retentionDays', 'isOnline', 'updatedAt'],
  filters: ['isOnline'],
  searchFields: ['title'],
  sortFields: ['id', 'updatedAt'],
  defaultSort: { field: 'id', dir: 'asc' },
  visitorRoute: 'form',
});

export const formField = defineCollection({
  slug: 'form-field',
  path: 'mir_forms/formfield',
  label: { singular: label('Formularfeld', 'Form field'), plural: label('Formularfelder', 'Form fields') },
  fields: {
    formId: { kind: 'relation', label: label('Formular', 'Form'), to: 'form', required: true },
    label: { kind: 'text', label: label('Beschriftung', 'Label'), translatable: true, required: true, maxLength: 300 },
    slug: { kind: 'text', label: label('Feldname', 'Field name'), required: true, maxLength: 100 },
    fieldType: { kind: 'choice', label: label('Feldtyp', 'Field type'), options: FIELD_TYPE_LABELS, numeric: true, required: true },
    required: { kind: 'boolean', label: label('Pflichtfeld', 'Required') },
    visible: { kind: 'boolean', label: label('Sichtbar', 'Visible'), default: true },
    helpText: { kind: 'text', label: label('Hilfetext', 'Help text'), translatable: true, maxLength: 500 },
    placeholderText: { kind: 'text', label: label('Platzhalter', 'Placeholder'), translatable: true, maxLength: 200 },
    position: positionField,
  },
  titleField: 'label',
  listColumns: ['label', 'formId', 'fieldType', 'required', 'position'],
  filters: ['formId'],
  searchFields: ['label', 'slug'],
  sortFields: ['position', 'id'],
  defaultSort: { field: 'position', dir: 'asc' },
});
