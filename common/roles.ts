/**
 * Account roles (issue #10 "Sign-in"): a `user` has a profile only; an `editor` edits pages and content;
 * an `admin` also manages users and site settings. One list, read by the schema, the server's access
 * checks and the editor app.
 */
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Editors and admins may edit, see offline pages and page versions (SPEC §6). */
export const canEdit = (role: Role | null | undefined): boolean => role === 'editor' || role === 'admin';

/** Only admins manage users and site settings. */
export const canAdminister = (role: Role | null | undefined): boolean => role === 'admin';
