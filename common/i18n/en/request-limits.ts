/** Answers of the server's request limits: a full house and a body that does not arrive. */
import type de from '../de/request-limits';

export default {
  busy: 'The server is busy right now. Please try again in a few seconds.',
  bodyTimeout: 'The request arrived too slowly. Please check your connection and try again.',
} satisfies typeof de;
