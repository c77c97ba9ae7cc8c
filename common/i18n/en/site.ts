import type de from '../de/site';

export default {
  skipLinks: 'Skip links',
  skipToNavigation: 'Skip to main navigation',
  skipToFooter: 'Skip to footer',
  loading: 'Loading page …',
  hubTitle: 'Editorial office',
  hubLoading: 'Loading the editorial area …',
  hubLogin: 'Please log in to edit pages and content.',
  hubLoginLink: 'Log in',
  hubFailed: 'The editorial area could not be loaded. Please reload the page.',
  webshopTitle: 'Tickets',
} satisfies typeof de;
