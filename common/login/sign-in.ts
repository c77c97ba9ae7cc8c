/**
 * The sign-in call (common/api/editor.ts LOGIN_PATH) for the login page and the
 * editor's login modal. Outcomes, not exceptions: the form shows each at the form.
 */
import { call, toApiError } from '../api/client';
import type { LoginErrorBody, LoginRequest, LoginResponse } from '../api/editor';
import { signIn as signInEndpoint } from '../api/endpoints/visitor';
import type { LoginSecondStep } from '../api/two-factor';

/** `response` is a {@link LoginSecondStep} when the account signs in with a second factor. */
export type SignInResult = { ok: true; response: LoginResponse | LoginSecondStep } | { ok: false; reason: 'invalid' | 'locked' | 'failed'; minutes?: number } | { ok: false; reason: 'disabled'; message: string };

export async function signIn(request: LoginRequest): Promise<SignInResult> {
  try {
    return { ok: true, response: await call(signInEndpoint, { body: request }) };
  } catch (error) {
    const { statusCode: status, answer } = toApiError(error);
    const data = answer as Partial<LoginErrorBody> | undefined;
    if (status === 429 || data?.code === 'locked') return { ok: false, reason: 'locked', minutes: Math.max(1, Math.ceil((data?.retry_after ?? 900) / 60)) };
    if (data?.code === 'disabled') return { ok: false, reason: 'disabled', message: data.message ?? '' };
    if (status === 400 || status === 401 || data?.code === 'invalid') return { ok: false, reason: 'invalid' };
    return { ok: false, reason: 'failed' };
  }
}
