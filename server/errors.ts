/**
 * Errors in one place (STYLE 6). Handlers throw `httpError(...)` for 4xx; the one error handler in
 * app.ts turns every error into `{message, statusCode}` (SPEC §8) and hides the text of 5xx.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More of the answer beside `{message, statusCode}`, e.g. the field errors of a 400 (common/api/editor.ts). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, message: string) => new HttpError(statusCode, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = '404 Not Found') => new HttpError(404, message);
export const unauthorized = (message = 'Authentication credentials were not provided.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** SPEC §8 texts the server answers with: the same the visitor app shows. */
export { ERROR_MESSAGES as MESSAGES } from '../common/api/error-messages';
