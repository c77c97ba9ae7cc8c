import type de from '../de/consent';

export default {
  title: 'Cookies and external content',
  intro:
    'We use necessary cookies to make this website work. With your consent we also use services for audience measurement and marketing, and show content from external providers such as videos, music and documents. You can change your choice at any time under “Cookie settings” at the bottom of every page.',
  categoriesLegend: 'Categories',
  servicesLabel: 'Services:',
  categories: {
    required: {
      title: 'Necessary',
      description: 'Signing in, security, your cookie choice, dismissed notices and the ticket shop basket. These cookies are always active.',
      services: 'This website, ticket shop basket',
    },
    tracking: {
      title: 'Statistics and tracking',
      description: 'Helps us understand how visitors use our website and how our advertising performs.',
    },
    marketing: {
      title: 'Marketing',
      description: 'Lets us show you news of our programme on other websites and in social networks.',
    },
    externalMedia: {
      title: 'External media',
      description: 'Videos, music, podcasts, documents, social media posts and forms from external providers. Loading them sends data to the provider.',
    },
  },
  acceptAll: 'Accept all',
  deleteCookies: 'Delete cookies',
  save: 'Save settings',
  close: 'Close cookie settings',
  privacy: 'Privacy policy',
  imprint: 'Imprint',
} satisfies typeof de;
