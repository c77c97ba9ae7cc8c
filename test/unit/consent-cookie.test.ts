import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CSRF_COOKIE, SECURE_CSRF_COOKIE, CART_AMOUNT_COOKIE, CART_URL_COOKIE, SESSION_COOKIE, SESSION_HINT_COOKIE, ALERT_DISMISSED_COOKIE } from '../../common/api/cookies';
import { ALL_GRANTED, REQUIRED_ONLY } from '../../common/consent/categories';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { CONSENT_REVISION, REQUIRED_COOKIES, parseConsent, serializeConsent } from '../../common/consent/cookie';
import { cookieDomains, cookieNames } from '../../common/consent/delete-cookies';
import { CONSENT_SERVICES } from '../../common/consent/services';
import { PROVIDERS } from '../../common/modules/embed';

test('a decision survives the round trip through the cookie value', () => {
  const some = { ...REQUIRED_ONLY, externalMedia: true };
  assert.equal(parseConsent(serializeConsent(some)), some);
  assert.equal(parseConsent(serializeConsent(ALL_GRANTED)), ALL_GRANTED);
  assert.equal(parseConsent(serializeConsent(REQUIRED_ONLY)), REQUIRED_ONLY);
});

test('the cookie value starts with the revision and lists only the granted optional categories', () => {
  assert.is(serializeConsent(REQUIRED_ONLY), String(CONSENT_REVISION));
  assert.is(serializeConsent({ ...REQUIRED_ONLY, tracking: true, externalMedia: true }), `${CONSENT_REVISION}|tracking|externalMedia`);
});

test('a cookie of another revision counts as no decision, so a changed policy asks again', () => {
  assert.is(parseConsent(`${CONSENT_REVISION - 1}|tracking`), null);
  assert.is(parseConsent(`${CONSENT_REVISION + 1}`), null);
});

test('a missing or malformed cookie counts as no decision', () => {
  assert.is(parseConsent(undefined), null);
  assert.is(parseConsent(''), null);
  assert.is(parseConsent(`${CONSENT_REVISION}|everything`), null);
  assert.is(parseConsent('{"tracking":true}'), null);
});

test('required is always granted, whatever the state asked for', () => {
  assert.is(parseConsent(String(CONSENT_REVISION))!.required, true);
});

test('"Delete cookies" keeps session, sign-in hint, CSRF token, consent, alert dismissal and the cart handover', () => {
  const required = [SESSION_COOKIE, SESSION_HINT_COOKIE, CSRF_COOKIE, SECURE_CSRF_COOKIE, CONSENT_COOKIE, ALERT_DISMISSED_COOKIE, CART_AMOUNT_COOKIE, CART_URL_COOKIE];
  assert.equal([...REQUIRED_COOKIES].sort(), required.sort());
  assert.not.ok(REQUIRED_COOKIES.has('_ga'));
});

test('cookie names are read from a document.cookie string, each once', () => {
  assert.equal(cookieNames('consent=1; _ga=GA1.1.2; _gid=x=y; _ga=again'), ['consent', '_ga', '_gid']);
  assert.equal(cookieNames(''), []);
});

test('a cookie is removed on the host and on every parent domain but the top level', () => {
  assert.equal(cookieDomains('www.alte-synagoge.example.de'), [null, '.www.alte-synagoge.example.de', '.alte-synagoge.example.de', '.example.de']);
  assert.equal(cookieDomains('example.de'), [null, '.example.de']);
});

test('on localhost and IP addresses only the host-only cookie exists', () => {
  assert.equal(cookieDomains('localhost'), [null]);
  assert.equal(cookieDomains('127.0.0.1'), [null]);
});

test('the banner lists every provider the embed modules can show under external media', () => {
  for (const name of Object.values(PROVIDERS)) assert.ok(CONSENT_SERVICES.externalMedia.includes(name), `${name} is listed`);
});

test('tracking lists the tag manager, analytics, ads, a social-media business tool and a marketing platform (SPEC §9)', () => {
  assert.ok(CONSENT_SERVICES.tracking.length >= 4);
  assert.ok(CONSENT_SERVICES.tracking.includes('Google Tag Manager'));
});

test.run();
