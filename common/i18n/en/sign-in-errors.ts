import type de from '../de/sign-in-errors';

/** Answers of the sign-in call: never saying whether the name or the password was wrong. */
export default {
  invalid: 'Sign-in failed. Please check your user name or e-mail address and your password.',
  locked: 'Too many failed sign-ins. Please try again in {minutes} minutes.',
  disabled: 'This account is locked. Please ask an administrator to unlock it.',
  invalidRequest: 'Please enter your user name or e-mail address and your password.',
  codeInvalid: 'The code is not right. Please enter the current code from your app or an unused recovery code.',
  codeMissing: 'Please enter the code from your app.',
  expired: 'The sign-in has expired. Please sign in again with your password.',
  alreadyOn: 'Two-factor sign-in is already set up.',
  required: 'Two-factor sign-in is required for your account; it cannot be switched off.',
} satisfies typeof de;
