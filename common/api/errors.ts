/**
 * API errors as both apps see them (SPEC §8): every failure becomes an ApiError {message,
 * statusCode}. Apart from the HTTP client, so code that only names or maps errors does not pull
 * the client into the first load.
 */
import type { ApiError } from './types';
import { ERROR_MESSAGES } from './error-messages';

export { ERROR_MESSAGES };

/** An ApiError that is also an Error, so stack traces and `instanceof` work. */
export class ApiRequestError extends Error implements ApiError {
  // Declared and assigned, not parameter properties: those compile to a defineProperty helper in
  // the shared client chunk that every page loads.
  declare readonly statusCode: number;
  /** The ticket shop's response_code of a failed cart call (SPEC §8: kept for the widget's text and the report). */
  declare readonly responseCode?: number;
  /**
   * The refused call's JSON answer, for a refusal that says more than its message: a form entry's
   * message per field, a sign-in's `code` and `retry_after` (common/api/endpoints/ names them).
   */
  declare readonly answer?: Record<string, unknown>;

  constructor(message: string, statusCode: number, responseCode?: number, answer?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    if (responseCode !== undefined) this.responseCode = responseCode;
    if (answer) this.answer = answer;
  }
}

/** Maps anything a call can throw (a redaxios response, a network TypeError, an ApiError) to ApiError. */
export function toApiError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const e = (error ?? {}) as { status?: unknown; statusCode?: unknown; data?: unknown; message?: unknown; statusText?: unknown };
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' && e.status > 0 ? e.status : 500;
  const body = e.data as { message?: unknown; response_code?: unknown; [key: string]: unknown } | undefined;
  const message =
    (body && typeof body === 'object' && typeof body.message === 'string' && body.message) ||
    (typeof e.message === 'string' && e.message && typeof e.statusCode === 'number' ? e.message : '') ||
    (typeof e.statusText === 'string' && e.statusText) ||
    ERROR_MESSAGES.unknown;
  const responseCode = body && typeof body === 'object' && Number.isInteger(body.response_code) ? (body.response_code as number) : undefined;
  return new ApiRequestError(message, status, responseCode, body && typeof body === 'object' ? body : undefined);
}
