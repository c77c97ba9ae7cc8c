export * from './content';
export * from './media';
export * from './site';
export * from './auth';
export * from './programme';
export * from './magazine';
export * from './search';
export * from './forms';
