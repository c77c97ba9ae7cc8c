import type de from '../de/embed';

export default {
  notice: 'Content from {provider} is shown here. Loading it connects to {provider} and transfers data to {provider}.',
  loadOnce: 'Load once',
  loadVideo: 'Load video',
  alwaysAllow: 'Always allow external media',
  frameTitle: 'Content from {provider}',
} satisfies typeof de;
