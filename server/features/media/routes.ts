/**
 * The media library of the editor (common/api/editor.ts "Media"): upload (multipart, checked by
 * content), list with search, read, change alt text / credit / focal point; each route from its entry
 * of the contract (common/api/endpoints/media.ts). Registered under the editor API
 * (server/features/editor-api), so only editors reach it.
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PATCH_BODY } from '../../../common/api/body-schemas';
import { MAX_MEDIA_BYTES, MEDIA_UPLOAD_FIELD, type MediaKind } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints/media';
import { MEDIA_QUERY } from '../../../common/api/query-schemas';
import type { Localized } from '../../../common/i18n/localized';
import { IMAGE_MIMES, isMediaKind, mediaTypeNames } from '../../../common/media/media-types';
import type { Lang } from '../../../common/routes';
import { media } from '../../db/schema';
import { HttpError } from '../../errors';
import { sniffMedia } from '../../media/sniff';
import { invalid, missing, tEditorApi } from '../editor-api/messages';
import { ID_PARAMS, editorOf } from '../editor-api/request';
import { serve } from '../http/serve';
import { cleanFileName } from '../forms/temp-files';
import type { MediaRow } from './image-obj';
import { toMediaItem } from './media-item';
import { NotAnImageError, listMedia, mediaErrors, storeUpload, updateMedia } from './media-service';
import { renditionJob } from './rendition-job';


/** A number between 0 and 1 from a text part, or the centre. */
const unit = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.5;
};

const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10, parts: 11 } });
  const job = renditionJob(app.db, app.storage, app.log);
  app.addHook('onReady', async () => {
    // Uploads a stopped process left without renditions get them now.
    const waiting = await app.db.select({ id: media.id }).from(media).where(eq(media.renditionsReady, false));
    for (const row of waiting) void job.enqueue(row.id);
  });
  app.addHook('onClose', async () => job.idle());

  async function rowOr404(id: number, lang: Lang): Promise<MediaRow> {
    const [row] = await app.db.select().from(media).where(eq(media.id, id)).limit(1);
    if (!row) throw missing(tEditorApi(lang).mediaNotFound());
    return row;
  }

  serve(app, endpoints.mediaList, { schema: { querystring: MEDIA_QUERY } }, async (request, _reply, lang) => listMedia(app.db, request.query, lang));

  // ID_PARAMS make the id a number before a handler runs; Number() says so to the type check.
  serve(app, endpoints.mediaItem, { schema: { params: ID_PARAMS } }, async (request, _reply, lang) => toMediaItem(await rowOr404(Number(request.params.id), lang), lang));

  serve(app, endpoints.uploadMedia, {}, async (request, reply, lang) => {
    const text = tEditorApi(lang);
    const user = await editorOf(request);
    if (!request.isMultipart()) throw new HttpError(400, text.noFile());
    const part = await request.file({ throwFileSizeLimit: false });
    if (!part || part.fieldname !== MEDIA_UPLOAD_FIELD) {
      part?.file.resume();
      throw new HttpError(400, text.noFile());
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, text.fileTooLarge({ mb: MAX_MEDIA_BYTES / 1024 / 1024 }));
    if (buffer.length === 0) throw new HttpError(400, text.fileEmpty());
    // Text parts sent before the file arrive with it.
    const field = (key: string): string | undefined => {
      const entry = part.fields[key];
      const value = entry && !Array.isArray(entry) && entry.type === 'field' ? entry.value : undefined;
      return typeof value === 'string' ? value.trim() : undefined;
    };
    // An image field's upload (`kind=image`) takes images only; the message lists what it takes.
    const kind = isMediaKind(field('kind')) ? (field('kind') as MediaKind) : 'file';
    const name = cleanFileName(part.filename);
    const mime = sniffMedia(buffer.subarray(0, 128), name);
    if (!mime || (kind === 'image' && !IMAGE_MIMES.includes(mime))) throw new HttpError(415, text.fileType({ types: mediaTypeNames(kind) }));
    const alt: Localized = { de: field('alt_de') ?? '', en: field('alt_en') ?? '' };
    const errors = mediaErrors({ alt, credit: field('credit') ?? '' });
    if (errors.length > 0) throw invalid(errors, lang);
    let row: MediaRow;
    try {
      row = await storeUpload(app.db, app.storage, buffer, name, mime, { alt, credit: field('credit') ?? '', focal: { x: unit(field('focal_x')), y: unit(field('focal_y')) } }, user.id);
    } catch (error) {
      if (error instanceof NotAnImageError) throw new HttpError(400, text.notAnImage());
      throw error;
    }
    if (row.kind === 'image') void job.enqueue(row.id);
    request.audit({ kind: 'media', action: 'create', itemId: row.id, title: name });
    reply.code(201);
    return toMediaItem(row, lang);
  });

  serve(app, endpoints.patchMedia, { schema: { params: ID_PARAMS, body: MEDIA_PATCH_BODY } }, async (request, _reply, lang) => {
      const row = await rowOr404(Number(request.params.id), lang);
      const errors = mediaErrors(request.body ?? {});
      if (errors.length > 0) throw invalid(errors, lang);
      if (await updateMedia(app.db, row, request.body ?? {}, (await editorOf(request)).id)) void job.enqueue(row.id);
      request.audit({ kind: 'media', action: 'update', itemId: row.id, title: row.name, detail: { fields: Object.keys(request.body ?? {}) } });
      return toMediaItem(await rowOr404(row.id, lang), lang);
  });
};

export default mediaRoutes;
