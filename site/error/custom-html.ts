/**
 * A custom error page as the venue designed it (SPEC §2 "Error page", §7 "Custom HTML"): the file
 * the design settings name for the status code, parsed for its styles and its body. Nothing serves
 * /html/{status}.html unless the design names it, so an unconfigured status asks for nothing
 * (DECISIONS "Custom error pages").
 */
import { http } from '../../common/api/client';
import type { SiteSettings } from '../../common/api/types';

export interface CustomHtml {
  style: string;
  body: string;
}

/** SPEC §8: the text logged when the file cannot be loaded. */
export const CUSTOM_HTML_FAILURE = 'Unable to load custom HTML file for this error';

/** The configured custom page for the status, or null: then the error page shows its own content. */
export function customHtmlUrl(status: number, settings: SiteSettings | null | undefined): string | null {
  return settings?.design.errors.pages[String(status)] || null;
}

export function parseCustomHtml(html: string): CustomHtml {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const style = [...doc.querySelectorAll('style')].map((element) => element.textContent ?? '').join('\n');
  doc.body.querySelectorAll('style, script').forEach((element) => element.remove());
  return { style, body: doc.body.innerHTML.trim() };
}

export async function loadCustomHtml(url: string): Promise<CustomHtml> {
  const response = await http.get<string>(url, { responseType: 'text', headers: { Accept: 'text/html' } });
  const type = String((response.headers as Headers | undefined)?.get?.('content-type') ?? 'text/html');
  if (!type.includes('html') || typeof response.data !== 'string') throw new Error(`${url} is not HTML`);
  const parsed = parseCustomHtml(response.data);
  if (!parsed.body) throw new Error(`${url} has an empty body`);
  return parsed;
}
