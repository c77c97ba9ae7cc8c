/** Accounts (SPEC §6): administrators only; the password is write-only and hashed by the server. */
import { ROLE_LABELS } from '../roles';
import { defineCollection, label } from './define';

export const user = defineCollection({
  slug: 'user',
  path: 'accounts/user',
  label: { singular: label('Konto', 'Account'), plural: label('Konten', 'Accounts') },
  fields: {
    username: { kind: 'text', label: label('Benutzername', 'User name'), required: true, maxLength: 150 },
    email: { kind: 'text', label: label('E-Mail', 'E-mail'), required: true, maxLength: 254, validators: [(v: unknown) => (typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? null : 'notText')] },
    firstName: { kind: 'text', label: label('Vorname', 'First name'), maxLength: 150 },
    lastName: { kind: 'text', label: label('Nachname', 'Last name'), maxLength: 150 },
    role: { kind: 'choice', label: label('Rolle', 'Role'), options: ROLE_LABELS, required: true, default: 'user' },
    isLocked: { kind: 'boolean', label: label('Gesperrt (keine Anmeldung)', 'Locked (cannot sign in)') },
    password: { kind: 'password', label: label('Neues Passwort', 'New password'), minLength: 10 },
    createdAt: { kind: 'date', label: label('Angelegt', 'Created'), readOnly: true },
  },
  titleField: 'username',
  listColumns: ['username', 'email', 'role', 'isLocked', 'createdAt'],
  filters: ['role', 'isLocked'],
  searchFields: ['username', 'email', 'lastName'],
  sortFields: ['username', 'createdAt', 'id'],
  defaultSort: { field: 'username', dir: 'asc' },
  access: 'admin',
});
