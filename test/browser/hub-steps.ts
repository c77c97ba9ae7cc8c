/**
 * Steps of the CMS hub's browser tests, as an editor does them: by the labels on screen
 * in the hub's language. The hub tests change content and settings (the site goes offline), so they
 * share a server of their own, started on first use.
 */
import type { Page } from 'puppeteer';
import de from '../../common/i18n/de/hub';
import en from '../../common/i18n/en/hub';
import { namespace } from '../../common/i18n/namespace';
import type { Lang } from '../../common/routes';
import { startSimulator, type Simulator } from '../../scripts/ticketshop/server';
import { startServer, type RunningServer } from '../helpers/server';
import { byText } from './editor-steps';
import { ADMIN_API } from '../../common/api/admin';

export const tHub = namespace({ de, en });

/** A save runs validation, the write, the search index and the cache bump: slow on a loaded machine. */
const SLOW_MS = 60_000;

let server: Promise<RunningServer> | null = null;
let shop: Promise<Simulator> | null = null;

/** The ticket-shop simulator the hub's server talks to; a test stops it to see the status turn red. */
export function hubShop(): Promise<Simulator> {
  shop ??= startSimulator({ keepsProcessAlive: false });
  return shop;
}

/** One server for the hub test files of a run; the helper's exit hook stops it with the process. */
export function hubServer(): Promise<RunningServer> {
  server ??= hubShop().then((running) => startServer({ env: { TICKETSHOP_URL: running.url } }));
  return server;
}

/** The hub's form control of field `name`: in the language fieldset for translatable ones. */
export const fieldSelector = (name: string, lang: Lang | null = null) => `#cms-hub form ${lang ? `fieldset[lang="${lang}"]` : 'fieldset:not([lang])'} [data-field="${name}"] :is(input, textarea, select)`;

/**
 * Types `text` into a field as an editor would, replacing what it held. Focused, not clicked: the
 * rich-text fields grow as Editor.js starts, and a click at a position measured before would land
 * in the next field.
 */
export async function typeInto(page: Page, name: string, text: string, lang: Lang | null = null): Promise<void> {
  const input = await page.waitForSelector(fieldSelector(name, lang));
  await input!.evaluate((el) => {
    (el as HTMLInputElement).focus();
    (el as HTMLInputElement).select();
  });
  await page.keyboard.type(text);
}

/**
 * Sets a control whose typing depends on the browser's locale (datetime-local) through the native
 * setter and an input event, as the browser does after a choice in its picker.
 */
export async function setControl(page: Page, name: string, value: string): Promise<void> {
  await page.waitForSelector(fieldSelector(name));
  await page.$eval(
    fieldSelector(name),
    (el, v) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}

/** Chooses `title` in a relation picker after typing `query` into it (its name: a preview line may follow). */
export async function pick(page: Page, name: string, query: string, title: string): Promise<void> {
  const box = `#cms-hub form [data-field="${name}"]`;
  const input = await page.waitForSelector(`${box} input[role="combobox"]`);
  await input!.focus();
  await page.keyboard.type(query);
  const option = await page.waitForFunction((b: string, t: string) => [...document.querySelectorAll(`${b} [role="option"]`)].find((o) => o.firstElementChild?.textContent === t), {}, box, title);
  await (option.asElement() as import('puppeteer').ElementHandle<Element>).click();
  await page.waitForFunction((b: string, t: string) => [...document.querySelectorAll(`${b} [data-chosen]`)].some((c) => c.textContent?.includes(t)), {}, box, title);
}

/** The form's own status line: its direct child, not the relation pickers' live regions inside its fields, which come first. */
export const FORM_STATUS = '#cms-hub form > [role="status"]';

/** Saves a new item's form; returns its id from the address the hub moves to once it is stored. */
export async function saveNew(page: Page, lang: Lang): Promise<number> {
  // By keyboard: a click at a position measured before Editor.js has grown could miss the button.
  await (await byText(page, tHub(lang).save(), '#cms-hub form')).focus();
  await page.keyboard.press('Enter');
  try {
    await page.waitForFunction((saved: string, status: string) => /\/\d+\/$/.test(location.pathname) && document.querySelector(status)?.textContent === saved, { timeout: SLOW_MS }, tHub(lang).saved(), FORM_STATUS);
  } catch {
    throw new Error(`Not saved at ${await page.evaluate(() => location.href)}: ${await page.$eval(FORM_STATUS, (f) => f.textContent)}`);
  }
  return Number(/\/(\d+)\/$/.exec(await page.evaluate(() => location.pathname))![1]);
}

/** Opens a hub address and waits until the hub has drawn its navigation. */
export async function openHub(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#cms-hub nav');
}

/**
 * Runs `submit` and waits until the server has answered the save it sends. The form's status line
 * may already read 'saved' (a new item carries it to its own page), so it cannot tell that this
 * save is done; a test that went on at once met the server before the write (hub-access on CI).
 */
export async function submitAndWaitForSave(page: Page, submit: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => ['PATCH', 'POST'].includes(response.request().method()) && new URL(response.url()).pathname.startsWith(`${ADMIN_API}/collections/`));
  await submit();
  const response = await answered;
  if (!response.ok()) throw new Error(`the save answered ${response.status()}`);
}
