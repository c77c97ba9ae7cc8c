import type de from '../de/login';

export default {
  loginTitle: 'Sign in',
  loginIntro: 'Please sign in with your editor account.',
  loginAgain: 'Your session has ended. Please sign in again; your change is saved afterwards.',
  loginName: 'User name or e-mail address',
  password: 'Password',
  loginSubmit: 'Sign in',
  loginBusy: 'Signing in …',
  loginInvalid: 'User name or password do not match.',
  loginLocked: 'Too many attempts. Please wait {minutes} minutes.',
  loginMissing: 'Please enter your user name and password.',
  loginDone: 'You are signed in.',
  loginFailed: 'Signing in did not work just now. Please try again.',
  /** A sign-in sent without JavaScript that needs the second step, which needs the app. */
  loginNeedsScript: 'To sign in with a second factor, please turn on JavaScript and reload the page.',
} satisfies typeof de;
