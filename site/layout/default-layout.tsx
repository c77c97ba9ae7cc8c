/**
 * The default layout (SPEC §2 "Default layout"): accessibility navigation and skip targets, top
 * alert, header, shared page header, the page, footer and info layer slot.
 * The header brings the scroll-to-top button. The sticky navigation loads when the browser is first
 * idle (when-idle.tsx).
 */
import type { ReactNode } from 'react';
import { AccessibilityNav, SKIP_TARGETS } from './accessibility-nav';
import type { LayoutPartProps } from './layout-props';
import { lazyPart } from '../../common/lazy-part';
import { whenIdle } from './when-idle';
import { MemoPart } from '../render/memo-part';

/**
 * Rendered in full by the server, whose header works before any script (links, the menu's
 * disclosure); its code, with the burger menu's, loads as the app hydrates, outside the first load
 * (1.2 KB brotli of the entry).
 */
const Header = lazyPart(async () => (await import('./header/header')).Header);
/** The breadcrumb and headline, rendered in full by the server like the header: its code loads as the app hydrates. */
const PageHeader = lazyPart(async () => (await import('./page-header')).PageHeader);
/** Rendered in full by the server; its code (and the dismissal cookie's) loads as the app hydrates, outside the first load. */
const TopAlert = lazyPart(async () => (await import('./top-alert/top-alert')).TopAlert);
/**
 * Asks for consent and starts the tag manager; the entry has already restored a stored decision. Its
 * code loads as the app hydrates, not at idle: the banner is what a first visit paints last (LCP).
 */
const ConsentManager = lazyPart(async () => (await import('../widgets/consent/consent-manager')).ConsentManager);
/**
 * Rendered in full by the server like the top alert: its imprint and privacy links are there before
 * any script, and without one (it loaded at idle and was missing from the server's page until stop 17).
 */
const Footer = lazyPart(async () => (await import('./footer/footer')).Footer);
const StickyNav = whenIdle(async () => (await import('../widgets/sticky-nav/sticky-nav')).StickyNav);
const TicketLinkPopups = whenIdle(async () => (await import('../widgets/booking/ticket-link-popups')).TicketLinkPopups);

interface DefaultLayoutProps extends LayoutPartProps {
  /** The error page replaces the page and its page header. */
  error: boolean;
  children: ReactNode;
}

export function DefaultLayout({ error, children, ...part }: DefaultLayoutProps) {
  const { route, lang, page, path } = part;
  return (
    <>
      <ConsentManager route={route} path={path} lang={lang} tagManagerId={part.common.settings.design.cookies.tag_manager_id} />
      <AccessibilityNav lang={lang} />
      <TopAlert {...part} />
      <span id={SKIP_TARGETS.navigation} tabIndex={-1} />
      {/* Its one use of the query is the language links, which carry it as it is. */}
      <MemoPart name="header" verbatimQuery>
        <Header {...part} />
      </MemoPart>
      {/* The page header (breadcrumb, h1) inside main: a headline outside every landmark is axe's 'region'. */}
      <main id={SKIP_TARGETS.content} tabIndex={-1}>
        {/* The server reuses the parts an earlier render of the same data drew. */}
        <MemoPart name="main">
          {route.pageHeader && !error && <PageHeader lang={lang} page={page} path={path} />}
          {children}
        </MemoPart>
      </main>
      <span id={SKIP_TARGETS.footer} tabIndex={-1} />
      <MemoPart name="footer">
        <Footer {...part} />
      </MemoPart>
      <StickyNav lang={lang} route={route} path={path} overlayButton={part.common.settings.design.stickyOverlayButton} />
      {/* The info layer (SPEC §2) mounts here when its feature lands. */}
      <div data-slot="info-layer" />
      <TicketLinkPopups lang={lang} except="[data-event-overlay]" place="link" />
    </>
  );
}
