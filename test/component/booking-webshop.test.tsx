import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchRoute } from '../../common/routes';
import { shopEventPath } from '../../common/modules/shared/ticket-link';
import { oldShopTarget, shopViewOf } from '../../common/webshop-paths';

test('every webshop prefix, with and without a path beneath, is the webshop route', () => {
  for (const prefix of ['/webshop', '/eventim.webshop', '/eventim-template', '/test.webshop', '/testshop']) {
    assert.is(matchRoute(prefix)?.route.name, 'webshop', prefix);
    assert.is(matchRoute(`${prefix}/webticket/eventlist`)?.route.name, 'webshop', `${prefix}/…`);
  }
});

test("the old shop's event list, item groups and series lead to the events page, the articles and the subscriptions", () => {
  assert.is(oldShopTarget('/webshop/webticket/eventlist', '', 'de'), '/de/programm');
  assert.is(oldShopTarget('/eventim.webshop/webticket/itemgroup', '?groupid=12', 'de'), '/de/mediathek-de');
  assert.is(oldShopTarget('/eventim.webshop/webticket/series', '', 'de'), '/de/abonnements');
  assert.is(oldShopTarget('/testshop/webticket/EventList', '?lang=en', 'de'), '/en/events', 'the old shop’s language parameter is kept');
});

test('other webshop addresses stay on the webshop page', () => {
  assert.is(oldShopTarget('/webshop', '', 'de'), null);
  assert.is(oldShopTarget('/webshop/webticket/shop', '?event=4711', 'de'), null);
  assert.is(oldShopTarget('/eventlist-archive/webshop', '', 'de'), null);
});

test("the site's own webshop pages (an event's shop page, cart, account, watch list) are not old-shop addresses", () => {
  assert.is(oldShopTarget(shopEventPath(4711, 'de'), '', 'de'), null, 'issue #9: /webshop/event/{id} answered 301 to the programme');
  assert.is(oldShopTarget('/webshop/event/4711', '?lang=en', 'de'), null);
  assert.equal(shopViewOf('/webshop/event/4711'), { kind: 'event', idJet: 4711 });
  assert.equal(shopViewOf('/webshop/cart'), { kind: 'cart' });
  assert.equal(shopViewOf('/webshop/basket'), { kind: 'cart' });
  assert.equal(shopViewOf('/webshop/favorites'), { kind: 'favourites' });
  assert.equal(shopViewOf('/eventim.webshop/account'), { kind: 'account' });
  assert.equal(shopViewOf('/webshop/event/abc'), { kind: 'home' });
  assert.equal(shopViewOf('/webshop'), { kind: 'home' });
});

test.run();
