/**
 * POST /{lang}/api/temp-files/ (SPEC §7; the contract's `tempFile`) with upload progress: redaxios (fetch) cannot report it,
 * so this one call uses XMLHttpRequest, with the same credentials and CSRF header as the client.
 */
import { csrfHeadersReady, toApiError } from '../../api/client';
import { addressOf, type AnswerOf } from '../../api/contract';
import { tempFile } from '../../api/endpoints/forms';
import type { Lang } from '../../routes';

export async function uploadTempFile(lang: Lang, file: File, onProgress: (percent: number) => void): Promise<AnswerOf<typeof tempFile>> {
  const csrf = await csrfHeadersReady();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(tempFile.method, addressOf(tempFile.path, lang));
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrf)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as AnswerOf<typeof tempFile>);
      else reject(toApiError({ status: xhr.status, data: xhr.response }));
    };
    xhr.onerror = () => reject(toApiError({ status: 0, data: null }));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
