import type de from '../de/errors';

export default {
  title: 'Error {status:number}',
} satisfies typeof de;
