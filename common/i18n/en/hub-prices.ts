import type de from '../de/hub-prices';

export default {
  group: 'Seat group {index}',
  nameDe: 'Name (German)',
  nameEn: 'Name (English)',
  category: 'Price category',
  amount: 'Amount in euros',
  categoryOf: 'Price category, seat group {group}, price {index}',
  amountOf: 'Amount, seat group {group}, price {index}',
  remove: 'Remove',
  addGroup: 'Add seat group',
  removeGroup: 'Remove seat group {index}',
  addPrice: 'Add price',
  removePrice: 'Remove price {index} of seat group {group}',
  hint: 'For events the ticket shop does not sell. When the ticket shop sells the event, its prices apply.',
} satisfies typeof de;
