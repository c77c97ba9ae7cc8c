import type de from '../de/status-checks';

/** The dashboard's status lines and the DAM note in English. */
const en: typeof de = {
  databaseAnswers: 'answers in {ms} ms',
  databaseSlow: 'The database is slow: look at its load and the server log.',
  databaseDown: 'does not answer',
  databaseStart: 'Start the database (DATABASE_URL) or check DATA_DIR; see the server log.',
  shopNone: 'no ticket shop is configured',
  shopStatus: 'the shop answers {status}',
  shopAnswers: 'the shop answers',
  shopTimeout: 'no answer within {ms} ms',
  shopUnreachable: 'the shop cannot be reached',
  shopAsk: 'Ask the ticket shop provider whether the shop is up; visitors cannot book meanwhile.',
  shopSetUrl: 'Set TICKETSHOP_URL to the shop’s address.',
  shopSyncErrors: 'reachable; the last sync had errors: {error}',
  shopSyncFailed: '{count} events failed',
  shopSyncRetry: 'The next sync retries; if it keeps failing, check the events’ shop ids.',
  shopReachableSynced: 'reachable, last sync {at}',
  shopReachable: 'reachable',
  mail: '{pending} waiting, {stuck} of them over 15 minutes, {failed} failed',
  mailFix: 'Check the mail server settings; failed notifications are listed with their error in form_notifications.',
  diskFree: '{gb} GB free ({share} %)',
  diskFix: 'Free space in DATA_DIR: remove old media renditions or grow the volume.',
  diskUnreadable: 'DATA_DIR cannot be read',
  diskCheck: 'Check that DATA_DIR exists and the server may read it.',
  siteOffline: 'visitors see “Website offline”',
  online: 'online',
  siteFix: 'Switch the site online in the site settings.',
  shopOff: 'ticket sales are switched off',
  shopFix: 'Switch the shop online in the site settings.',
  damNone: 'No connection to CELUM is configured: this server cannot reach the DAM. Figures below are the site’s own media library.',
};
export default en;
