/**
 * Design settings every site starts with (SPEC §3 "Design settings"); the stored `design` jsonb
 * overrides them key by key, so an operator changes one option without restating the rest.
 */
import type { DesignSettings } from '../../../common/api/types';

export const DESIGN_DEFAULTS: DesignSettings = {
  cookies: { tag_manager_id: null },
  header: { logo: '', logoLink: '/', basketLink: '/webshop/cart', webshopLink: '/webshop', menuStyle: 'style1' },
  errors: { pages: {}, notFoundPage: null },
  stickyOverlayButton: true,
  eventListStyle: 'style1',
  quickBuyActive: true,
  detailSectionOrder: ['OpeningHours', 'Description', 'ImageSlider', 'Programs', 'Video', 'Contributors', 'Events', 'Blog', 'Promoter'],
  anchorListOffset: 600,
  currency: '€',
  loginUrl: '/accounts/login/',
  icons: { favicon: '', touchIcon: '' },
  socialImage: '',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Defaults with the stored values on top; nested groups (header, errors, cookies) merge one level deep. */
export function mergeDesign(stored: Partial<DesignSettings> | null | undefined): DesignSettings {
  const merged: Record<string, unknown> = { ...DESIGN_DEFAULTS };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value === undefined || value === null) continue;
    const base = merged[key];
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return merged as unknown as DesignSettings;
}
