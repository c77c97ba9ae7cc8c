/**
 * The shop's page of one event: each seat group on sale with its prices and, for guided
 * tours, its timeslots; a form per group puts tickets into the visitor's cart, as the booking
 * widget's one call per seat group does (SPEC §7). Sold-out groups and timeslots say so.
 */
import { MAX_TICKETS_PER_SALE_TYPE } from '../../../common/api/ticketshop';
import type { ShopEvent } from '../../../server/features/ticketshop/protocol';
import type { ShopStore } from '../store';
import { carried, escape, euro, page, when, type PageContext } from './shell';

export function eventPage(event: ShopEvent | null, jetId: number, ctx: PageContext, store: ShopStore, error?: string): string {
  const t = ctx.texts;
  const info = store.eventInfo(jetId);
  const title = info ? info.title[ctx.lang] || info.title.de : t.event;
  if (!event) return page(ctx, title, `<h1>${escape(title)}</h1><p role="alert">${t.notOnSale}</p>`);
  const groups = event.seat_groups
    .map((group, index) => {
      const text = group.text[ctx.lang] || group.text.de;
      const head = `<h2 id="g${index}">${escape(group.seat_group)}</h2>${text ? `<p class="note">${escape(text)}</p>` : ''}`;
      if (!group.status) return `<section class="group" data-seat-group="${escape(group.seat_group)}">${head}<p>${t.soldOut}</p></section>`;
      const slots = group.timeslots.length
        ? `<label>${t.timeslot} <select name="block_id" required>${group.timeslots
            .map((slot) => `<option value="${slot.block_id}"${slot.status ? '' : ' disabled'}>${slot.time_start.slice(0, 5)}${slot.status ? ` (${t.left.replace('{n}', String(slot.capacity_left))})` : ` – ${t.soldOut}`}</option>`)
            .join('')}</select></label>`
        : `<p class="note">${t.left.replace('{n}', String(group.capacity_left))}</p>`;
      const prices = group.prices
        .filter((price) => price.price !== '0.00')
        .map((price) => {
          const name = escape(price.name[ctx.lang] || price.name.de);
          return `<div class="row"><label for="q${index}-${price.sale_type_id}">${name} <strong>${euro(price.price)}</strong></label><input id="q${index}-${price.sale_type_id}" type="number" name="qty_${price.sale_type_id}" min="0" max="${MAX_TICKETS_PER_SALE_TYPE}" value="0" inputmode="numeric"></div>`;
        })
        .join('');
      return (
        `<section class="group" data-seat-group="${escape(group.seat_group)}" aria-labelledby="g${index}">${head}` +
        `<form method="post" action="/event/${jetId}">${carried(ctx)}<input type="hidden" name="seat_group" value="${escape(group.seat_group)}">${slots}${prices}<button type="submit">${t.add}</button></form></section>`
      );
    })
    .join('');
  const favourite =
    `<button type="button" class="plain" data-favourite="${jetId}" aria-pressed="false">${t.remember}</button>`;
  const script = `(function(){var k='shop-favourites',b=document.querySelector('[data-favourite]');function get(){try{return JSON.parse(localStorage.getItem(k)||'[]')}catch(e){return[]}}
function show(){var on=get().indexOf(${jetId})>=0;b.setAttribute('aria-pressed',String(on));b.textContent=on?${JSON.stringify(t.forget)}:${JSON.stringify(t.remember)}}
b.addEventListener('click',function(){var l=get(),i=l.indexOf(${jetId});if(i>=0)l.splice(i,1);else l.push(${jetId});try{localStorage.setItem(k,JSON.stringify(l))}catch(e){}show()});show()})();`;
  const body =
    `<h1>${escape(title)}</h1>${info?.starts_at ? `<p>${when(info.starts_at, ctx)}</p>` : ''}${favourite}` +
    (error ? `<p class="error" role="alert">${error}</p>` : '') +
    groups;
  return page(ctx, title, body, { script });
}
