/**
 * Uploads a file to the media library (common/api/editor.ts MEDIA_UPLOAD_FIELD) with
 * XMLHttpRequest, whose upload progress redaxios/fetch cannot report. A 401 opens the login modal
 * and sends the file again (SPEC §4).
 */
import { csrfHeadersReady } from '../../common/api/client';
import { addressOf } from '../../common/api/contract';
import { MEDIA_UPLOAD_FIELD, type MediaItem } from '../../common/api/editor';
import { uploadMedia as upload } from '../../common/api/endpoints/media';
import type { Lang } from '../../common/routes';
import { EditorRequestError } from '../api/request';
import { requireLogin } from '../state/login-gate';

export function uploadMedia(lang: Lang, file: File, extra: Record<string, string>, onProgress: (percent: number) => void): Promise<MediaItem> {
  const once = async () => {
    const csrf = await csrfHeadersReady();
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(upload.method, addressOf(upload.path, lang));
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(csrf)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      });
      xhr.addEventListener('load', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {}
        resolve({ status: xhr.status, body });
      });
      xhr.addEventListener('error', () => reject(new EditorRequestError(0, null)));
      const data = new FormData();
      for (const [name, value] of Object.entries(extra)) data.append(name, value);
      data.append(MEDIA_UPLOAD_FIELD, file);
      xhr.send(data);
    });
  };
  return (async () => {
    for (;;) {
      const { status, body } = await once();
      if (status === 401) {
        await requireLogin();
        continue;
      }
      if (status >= 200 && status < 300) {
        onProgress(100);
        return body as MediaItem;
      }
      throw new EditorRequestError(status, body);
    }
  })();
}
