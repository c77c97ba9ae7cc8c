/**
 * Our own forms (SPEC §3 "Form", mapping mir_forms/form) and their fields. `retentionDays` is the
 * GDPR retention (issue #12 point 3): entries older than that are deleted; empty keeps them.
 */
import { FIELD_TYPES } from '../forms/field-types';
import { defineCollection, label } from './define';
import { createdAtField, onlineField, positionField, slugField, titleField, updatedAtField } from './shared-fields';

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
    fieldType: { kind: 'select', label: label('Feldtyp', 'Field type'), options: Object.values(FIELD_TYPES), required: true },
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
