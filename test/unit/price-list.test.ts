/** The check and stored form of an event's editor prices (common/collections/price-list.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeAmount, normalizePriceList, priceListError } from '../../common/collections/price-list';

test('amounts typed the German or the shop way are stored with a point and two decimals', () => {
  assert.equal(['12,5', '12.50', ' 8 ', '0', 9, '0,99'].map(normalizeAmount), ['12.50', '12.50', '8.00', '0.00', '9.00', '0.99']);
});

test('negative amounts, three decimals, thousands separators and words are no amounts', () => {
  assert.equal(['-1', '12.345', '1.200,00', 'zwölf', '', '12,', -3].map(normalizeAmount), [null, null, null, null, null, null, null]);
});

test('the first problem names its seat group and price; a blank list is none', () => {
  assert.is(priceListError('priceList', null), null);
  assert.is(priceListError('priceList', []), null);
  const list = [
    { name: { de: 'Parkett' }, prices: [{ category: 'full', amount: '24' }] },
    { name: { de: 'Rang' }, prices: [{ category: 'full', amount: '18' }, { category: 'reduced', amount: '9,999' }] },
  ];
  assert.equal(priceListError('priceList', list), { field: 'priceList', code: 'priceAmount', params: { group: 2, price: 2 } });
  assert.equal(priceListError('priceList', [{ name: { de: '' }, prices: [] }]), { field: 'priceList', code: 'seatGroupName', params: { group: 1, max: 120 } });
});

test('the stored list has trimmed names, no empty English name and normalised amounts', () => {
  assert.equal(normalizePriceList([{ name: { de: ' Parkett ', en: ' ' }, prices: [{ category: 'full', amount: '24,5' }] }]), [{ name: { de: 'Parkett' }, prices: [{ category: 'full', amount: '24.50' }] }]);
});

test.run();
