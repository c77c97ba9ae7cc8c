/** The venue's contact facts, written once for every page, the footer and the imprint. */
export const VENUE = {
  name: { de: 'Kulturzentrum Alte Synagoge', en: 'Old Synagogue Cultural Centre' },
  street: 'Synagogenplatz 1',
  postcode: '55116',
  city: 'Lindenberg',
  phone: '06131 987 65-0',
  phoneIntl: '+49 6131 987 65-0',
  phoneHref: 'tel:+496131987650',
  email: 'info@alte-synagoge-lindenberg.de',
  toursEmail: 'fuehrungen@alte-synagoge-lindenberg.de',
  pressEmail: 'presse@alte-synagoge-lindenberg.de',
  hireEmail: 'vermietung@alte-synagoge-lindenberg.de',
} as const;
