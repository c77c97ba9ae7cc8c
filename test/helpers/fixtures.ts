/**
 * Plain data fixtures for component tests: the shapes of common/api/types.ts with believable
 * content. Each builder takes overrides, so a test states only what it is about.
 */
import type { BreakingNews, CommonData, NavItem, Page, SiteSettings } from '../../common/api/types';
import { ROUTES_BY_NAME, type RouteName } from '../../common/routes';
import type { LayoutPartProps } from '../../site/layout/layout-props';

export function navItem(menu_name: string, url: string, overrides: Partial<NavItem> = {}): NavItem {
  return { menu_name, url, external: false, children: [], has_tab_navigation: false, ...overrides };
}

export function siteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    is_site_online: true,
    is_shop_online: true,
    html_header: { code: '' },
    html_footer_top: { code: '<p>Oranienburger Straße 28, 10117 Berlin</p>' },
    html_footer_bottom: { code: '<p>© Stiftung Neue Synagoge</p>' },
    design: {
      cookies: { tag_manager_id: null },
      header: { logo: '/static/logo.svg', logoLink: '/', basketLink: 'https://shop.example.org/cart', webshopLink: 'https://shop.example.org', menuStyle: 'style1' },
      errors: { pages: {}, notFoundPage: null },
      stickyOverlayButton: true,
      eventListStyle: 'style1',
      quickBuyActive: true,
      detailSectionOrder: ['Description', 'Events'],
      anchorListOffset: 600,
      currency: '€',
      loginUrl: 'https://shop.example.org/login',
      icons: { favicon: '', touchIcon: '' },
      socialImage: '',
    },
    ...overrides,
  };
}

export function breakingNews(overrides: Partial<BreakingNews> = {}): BreakingNews {
  return {
    id: 7,
    title: 'Geänderte Öffnungszeiten',
    text: 'Am Feiertag öffnet das Haus erst um 14 Uhr.',
    link: { url: '/de/besuch' },
    link_title: 'Mehr erfahren',
    ...overrides,
  };
}

export function commonData(overrides: Partial<CommonData> = {}): CommonData {
  return {
    settings: siteSettings(),
    nav: {
      menu: [
        navItem('Programm', '/de/programm'),
        navItem('Besuch', '/de/besuch', {
          children: [navItem('Anfahrt', '/de/besuch/anfahrt'), navItem('Barrierefreiheit', '/de/besuch/barrierefreiheit')],
        }),
        navItem('Haus', '/de/haus', { children: [navItem('Geschichte', '/de/haus/geschichte')] }),
      ],
      top: [navItem('Presse', '/de/presse'), navItem('Kontakt', '/de/kontakt')],
      footer: [
        { title: 'Newsletter', url: '/de/newsletter', external: false },
        { title: 'Instagram', url: 'https://www.instagram.com/example', external: true },
      ],
    },
    openingHours: {
      date: '2026-11-23',
      opening_hours: [{ time_from: '10:00', time_to: '18:00', closed: false, alternative_text: '', alternative_link_url: '' }],
      opening_hours_exceptions: [],
    },
    breakingNews: [],
    ...overrides,
  };
}

export function cmsPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 12,
    urls: { de: '/de/besuch', en: '/en/visit' },
    content_type: 'page',
    title: 'Besuch',
    headline: 'Ihr Besuch',
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: false,
    parent: null,
    is_landing_page: false,
    meta_title: 'Besuch',
    meta_description: '',
    og_title: '',
    og_description: '',
    og_image: null,
    og_image_size: null,
    og_type: 'website',
    og_image_thumbs: null,
    modules: [],
    settings_url: null,
    siblings: [],
    breadcrumb: [
      { title: 'Startseite', url: '/de' },
      { title: 'Besuch', url: '/de/besuch' },
    ],
    theme: null,
    variant: 'default',
    ...overrides,
  };
}

/** Props for a layout part (header, footer, top alert) on a route of the table. */
export function layoutProps(route: RouteName, path: string, overrides: Partial<LayoutPartProps> = {}): LayoutPartProps {
  return { lang: 'de', route: ROUTES_BY_NAME[route], page: null, common: commonData(), path, ...overrides };
}
