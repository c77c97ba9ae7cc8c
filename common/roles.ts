/**
 * Account roles: a `user` has a profile only; an `editor` edits pages and content;
 * an `admin` also manages users and site settings; a `publisher` edits like an editor and publishes
 * drafts others sent for approval. One list, read by the schema, the server's
 * access checks and the editor app.
 */
export const ROLES = ['user', 'editor', 'admin', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

/** Each role's name on screen. */
export const ROLE_LABELS: Record<Role, { de: string; en: string }> = {
  user: { de: 'Besucherkonto', en: 'Visitor account' },
  editor: { de: 'Redaktion', en: 'Editor' },
  admin: { de: 'Verwaltung', en: 'Administrator' },
  publisher: { de: 'Freigabe', en: 'Publisher' },
};

/** A role's name on screen, or null for a value that is no role. */
export const roleLabel = (value: unknown, lang: 'de' | 'en'): string | null => ((ROLES as readonly unknown[]).includes(value) ? ROLE_LABELS[value as Role][lang] : null);

/** Editors, publishers and admins, every role but `user`, may edit, see offline pages and page versions (SPEC §6). */
export const canEdit = (role: Role | null | undefined): boolean => !!role && role !== 'user';

/** Only admins manage users and site settings. */
export const canAdminister = (role: Role | null | undefined): boolean => role === 'admin';

/** Who publishes when the site requires approval ('Freigabe erforderlich'); without it every editor does. */
export const canApprove = (role: Role | null | undefined): boolean => role === 'admin' || role === 'publisher';
