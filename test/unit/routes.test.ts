import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS, ROUTES, buildPath, matchRoute, translatePath, type RouteName, type RouteParams } from '../../common/routes';

/** Sample parameters per route, so every route can be built, matched and translated. */
const SAMPLES: Record<Exclude<RouteName, 'cms-page'>, RouteParams> = {
  home: {},
  login: {},
  events: {},
  event: { slug: 'klezmer-nacht', id: '12' },
  productions: {},
  production: { slug: 'der-dybbuk', id: '3' },
  ensemble: {},
  'ensemble-person': { slug: 'miriam-katz', id: '8' },
  magazine: {},
  'magazine-category': { category: 'geschichte', id: '2' },
  'magazine-tags': {},
  'magazine-tag': { tag: 'musik', id: '5' },
  'magazine-article': { slug: 'die-orgel', id: '44' },
  'legals-agb': {},
  'legals-privacy': {},
  'legals-imprint': {},
  'legals-accessibility': {},
  'not-found': {},
  'user-profile': {},
  'user-settings': {},
  form: { slug: 'newsletter', id: '1' },
  venue: { slug: 'grosser-saal', id: '4' },
  'series-list': {},
  series: { slug: 'kammermusik', id: '9' },
  search: { category: 'events', page: '2' },
  'cms-hub': {},
  webshop: {},
};

const table = suite('route table');

table('builds every route in both languages and matches it back to the same route and parameters', () => {
  for (const [name, params] of Object.entries(SAMPLES) as [RouteName, RouteParams][]) {
    for (const lang of LANGS) {
      const path = buildPath(name, lang, params);
      const match = matchRoute(path);
      assert.ok(match, `${name} ${lang}: ${path} matches nothing`);
      assert.is(match.route.name, name, `${path} matched ${match.route.name}`);
      for (const [key, value] of Object.entries(params)) assert.is(match.params[key], value, `${path} param ${key}`);
    }
  }
});

table('round-trips every table route de → en → de with translatePath', () => {
  for (const [name, params] of Object.entries(SAMPLES) as [RouteName, RouteParams][]) {
    const de = buildPath(name, 'de', params);
    const en = translatePath(de, 'en');
    assert.is(en, buildPath(name, 'en', params), `${name}: de → en`);
    assert.is(translatePath(en!, 'de'), de, `${name}: en → de`);
  }
});

table('translates the SPEC §2 paths that differ per language', () => {
  assert.is(translatePath('/de/programm', 'en'), '/en/events');
  assert.is(translatePath('/de/programm/klezmer-nacht/12', 'en'), '/en/events/klezmer-nacht/12');
  assert.is(translatePath('/en/productions/the-dybbuk/3', 'de'), '/de/produktionen/the-dybbuk/3');
  assert.is(translatePath('/de/mediathek-de/tags', 'en'), '/en/mediathek-en/tags');
  assert.is(translatePath('/de/agb', 'en'), '/en/agb');
  assert.is(translatePath('/de', 'en'), '/en');
});

table('leaves CMS pages to the page’s own urls', () => {
  assert.is(translatePath('/de/haus/geschichte', 'en'), null);
});

table('catch-all CMS route comes last', () => {
  assert.is(ROUTES[ROUTES.length - 1]!.name, 'cms-page');
});

const match = suite('matchRoute');

const EXPECTED: [string, RouteName, RouteParams?][] = [
  ['/de', 'home'],
  ['/en/', 'home'],
  ['/de/programm', 'events'],
  ['/en/events?date=01-05-2026&room=3', 'events'],
  ['/de/programm/klezmer-nacht/12', 'event', { slug: 'klezmer-nacht', id: '12' }],
  ['/en/events/klezmer-night/12', 'event', { slug: 'klezmer-night', id: '12' }],
  ['/de/produktionen', 'productions'],
  ['/en/productions/the-dybbuk/3', 'production', { slug: 'the-dybbuk', id: '3' }],
  ['/de/ensemble', 'ensemble'],
  ['/en/ensemble/miriam-katz/8', 'ensemble-person', { slug: 'miriam-katz', id: '8' }],
  ['/de/mediathek-de', 'magazine'],
  ['/en/mediathek-en/the-organ/44', 'magazine-article', { slug: 'the-organ', id: '44' }],
  ['/de/mediathek-de/categories/geschichte/2', 'magazine-category', { category: 'geschichte', id: '2' }],
  ['/en/mediathek-en/tags', 'magazine-tags'],
  ['/de/mediathek-de/tags/musik/5', 'magazine-tag', { tag: 'musik', id: '5' }],
  ['/de/agb', 'legals-agb'],
  ['/en/datenschutz', 'legals-privacy'],
  ['/de/impressum', 'legals-imprint'],
  ['/en/404', 'not-found'],
  ['/de/user/profile', 'user-profile'],
  ['/en/user/settings', 'user-settings'],
  ['/de/forms/newsletter/1', 'form', { slug: 'newsletter', id: '1' }],
  ['/en/venues/great-hall/4', 'venue', { slug: 'great-hall', id: '4' }],
  ['/de/series/kammermusik/9', 'series', { slug: 'kammermusik', id: '9' }],
  ['/de/series/9', 'series', { id: '9', slug: undefined }],
  ['/en/abonnements', 'series-list'],
  ['/de/search', 'search', { category: undefined, page: undefined }],
  ['/de/search?q=orgel', 'search'],
  ['/en/search/events', 'search', { category: 'events', page: undefined }],
  ['/en/search/events/3?q=klezmer', 'search', { category: 'events', page: '3' }],
  ['/cms-hub', 'cms-hub'],
  ['/cms-hub/events/venue/12/', 'cms-hub'],
  ['/webshop', 'webshop'],
  ['/eventim.webshop/events/list', 'webshop'],
  ['/testshop/x', 'webshop'],
  ['/de/haus/geschichte', 'cms-page', { '*': 'haus/geschichte' }],
  ['/en/visit', 'cms-page'],
];

match('finds the route of every SPEC §2 path, ignoring query and trailing slash', () => {
  for (const [path, name, params] of EXPECTED) {
    const m = matchRoute(path);
    assert.ok(m, `${path} matches nothing`);
    assert.is(m.route.name, name, path);
    for (const [key, value] of Object.entries(params ?? {})) assert.is(m.params[key], value, `${path} param ${key}`);
  }
});

match('takes the language from the path prefix and the default for language-less routes', () => {
  assert.is(matchRoute('/en/events')!.lang, 'en');
  assert.is(matchRoute('/de/programm')!.lang, 'de');
  assert.is(matchRoute('/webshop')!.lang, 'de');
});

match('matches nothing outside the languages and the webshop and hub paths', () => {
  assert.is(matchRoute('/fr/programme'), null);
  assert.is(matchRoute('/'), null);
  assert.is(matchRoute('/html/404.html'), null);
});

table.run();
match.run();
