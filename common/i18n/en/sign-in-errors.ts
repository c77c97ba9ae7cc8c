import type de from '../de/sign-in-errors';

/** Answers of the sign-in call (issue #10 point 1): never saying whether the name or the password was wrong. */
export default {
  invalid: 'Sign-in failed. Please check your user name or e-mail address and your password.',
  locked: 'Too many failed sign-ins. Please try again in {minutes} minutes.',
  disabled: 'This account is locked. Please ask an administrator to unlock it.',
  invalidRequest: 'Please enter your user name or e-mail address and your password.',
} satisfies typeof de;
