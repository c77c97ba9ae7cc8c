/** What a form's file field accepts: the page's `accept` list and the server's check share these. */

/** Largest upload: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Allowed file kinds, by the type the server detects from the file's first bytes. */
export const UPLOAD_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'] },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { mime: 'image/png', extensions: ['.png'] },
  { mime: 'image/webp', extensions: ['.webp'] },
  { mime: 'application/msword', extensions: ['.doc'] },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] },
  { mime: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
] as const;

export type UploadMime = (typeof UPLOAD_TYPES)[number]['mime'];

/** The `accept` attribute of a file input. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((t) => [...t.extensions, t.mime]).join(',');

/** Extensions as people read them: "PDF, JPG, …". */
export const UPLOAD_KINDS = UPLOAD_TYPES.map((t) => t.extensions[0]!.slice(1).toUpperCase()).join(', ');
