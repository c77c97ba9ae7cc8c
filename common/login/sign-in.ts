/**
 * The sign-in call (common/api/editor.ts LOGIN_PATH) for the login page and the
 * editor's login modal. Outcomes, not exceptions: the form shows each at the form.
 */
import { csrfHeadersReady, http } from '../api/client';
import { LOGIN_PATH, type LoginErrorBody, type LoginRequest, type LoginResponse } from '../api/editor';
import type { LoginSecondStep } from '../api/two-factor';

/** `response` is a {@link LoginSecondStep} when the account signs in with a second factor. */
export type SignInResult = { ok: true; response: LoginResponse | LoginSecondStep } | { ok: false; reason: 'invalid' | 'locked' | 'failed'; minutes?: number } | { ok: false; reason: 'disabled'; message: string };

export async function signIn(request: LoginRequest): Promise<SignInResult> {
  try {
    const { data } = await http.post<LoginResponse | LoginSecondStep>(LOGIN_PATH, request, { withCredentials: true, headers: await csrfHeadersReady() });
    return { ok: true, response: data };
  } catch (error) {
    const { status, data } = (error ?? {}) as { status?: number; data?: Partial<LoginErrorBody> };
    if (status === 429 || data?.code === 'locked') return { ok: false, reason: 'locked', minutes: Math.max(1, Math.ceil((data?.retry_after ?? 900) / 60)) };
    if (data?.code === 'disabled') return { ok: false, reason: 'disabled', message: data.message ?? '' };
    if (status === 400 || status === 401 || data?.code === 'invalid') return { ok: false, reason: 'invalid' };
    return { ok: false, reason: 'failed' };
  }
}
