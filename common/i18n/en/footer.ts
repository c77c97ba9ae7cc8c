import type de from '../de/footer';

export default {
  label: 'Footer',
  legalNav: 'Legal',
  gtc: 'GTC',
  imprint: 'Imprint',
  privacy: 'Privacy policy',
  cookieSettings: 'Cookie settings',
  whistleblower: 'Whistleblower Protection Act',
  logos: 'Funders and partners',
  accessibilityStatement: 'Accessibility statement',
} satisfies typeof de;
