/**
 * The shop's start page (what is on sale), the account (this browser's orders) and the watch list.
 * The simulator has no logins: orders and the watch list live in the shop's storage of the browser.
 */
import type { ShopStore } from '../store';
import { escape, link, page, when, type PageContext } from './shell';

/** Event titles by jet id, for the lists the page's script draws from the browser's storage. */
function titlesScript(store: ShopStore, ctx: PageContext): string {
  const titles = Object.fromEntries(store.eventList().map((e) => [e.event_jet_id, e.title[ctx.lang] || e.title.de]));
  return JSON.stringify(titles).replace(/</g, '\\u003c');
}

export function homePage(store: ShopStore, ctx: PageContext): string {
  const t = ctx.texts;
  const events = store.eventList();
  const items = events.map((e) => `<li><a href="${link(ctx, `/event/${e.event_jet_id}`)}">${escape(e.title[ctx.lang] || e.title.de)}</a> <span class="note">${when(e.starts_at, ctx)}</span></li>`).join('');
  return page(ctx, t.home, `<h1>${t.home}</h1>${events.length ? `<ul>${items}</ul>` : `<p>${t.noEvents}</p>`}`);
}

/** A list drawn from the browser's storage: the watch list (event ids) or the orders (order numbers). */
function storedList(ctx: PageContext, key: string, empty: string, item: string): string {
  return `(function(){var u=document.getElementById('list'),l=[];try{l=JSON.parse(localStorage.getItem(${JSON.stringify(key)})||'[]')}catch(e){}
if(!l.length){u.outerHTML='<p>'+${JSON.stringify(empty)}+'</p>';return}var q=${JSON.stringify(link(ctx, ''))};
l.forEach(function(x){var li=document.createElement('li'),a=document.createElement('a');${item};li.appendChild(a);u.appendChild(li)})})();`;
}

export function accountPage(ctx: PageContext): string {
  const t = ctx.texts;
  const script = storedList(ctx, 'shop-orders', t.noOrders, "a.href='/order/'+encodeURIComponent(x)+q;a.textContent=x");
  return page(ctx, t.account, `<h1>${t.account}</h1><p>${t.accountIntro}</p><ul id="list"></ul>`, { script });
}

export function favouritesPage(store: ShopStore, ctx: PageContext): string {
  const t = ctx.texts;
  const script = `var titles=${titlesScript(store, ctx)};` + storedList(ctx, 'shop-favourites', t.noFavourites, "a.href='/event/'+x+q;a.textContent=titles[x]||String(x)");
  return page(ctx, t.favourites, `<h1>${t.favourites}</h1><ul id="list"></ul>`, { script });
}
