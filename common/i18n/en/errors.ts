import type de from '../de/errors';

export default {
  title: 'Error {status:number}',
  connectionLost: 'No internet connection. Please check your connection.',
} satisfies typeof de;
