import { useEffect, useId, useState, type ReactNode } from 'react';
import { css } from 'goober';
import { readCookie } from '../../../common/api/browser-cookie';
import { CART_AMOUNT_COOKIE } from '../../../common/api/cookies';
import type { SiteSettings } from '../../../common/api/types';
import { t } from '../../../common/i18n';
import { homePath, type Lang } from '../../../common/routes';
import { colors, mq, sizes } from '../../../common/theme';
import { srOnly } from './sr-only';

/** Window event after the ticket shop handover changed the cart cookies: the header reads them again (SPEC §4). */
export const CART_UPDATED_EVENT = 'cart:updated';

function readCartAmount(): number {
  const amount = Number(readCookie(CART_AMOUNT_COOKIE));
  return Number.isFinite(amount) && amount > 0 ? Math.floor(amount) : 0;
}

interface EntryProps {
  lang: Lang;
  settings: SiteSettings;
}

/**
 * A header entry that is a link while the shop is online and an inert, labelled item with the
 * tooltip 'Webshop offline' while it is not (SPEC §2 "Header").
 */
function ShopEntry({ lang, online, href, label, children }: { lang: Lang; online: boolean; href: string; label: string; children?: ReactNode }) {
  const tipId = useId();
  if (online) {
    return (
      <a href={href} className={entry}>
        {label}
        {children}
      </a>
    );
  }
  return (
    <span className={`${entry} ${offline}`} tabIndex={0} aria-disabled="true" aria-describedby={tipId}>
      {label}
      <span role="tooltip" id={tipId} className={tooltip}>
        {t(lang).header.shopOffline()}
      </span>
    </span>
  );
}

/** Cart link with the number of tickets from the shop's cookie. */
export function CartEntry({ lang, settings }: EntryProps) {
  const [amount, setAmount] = useState(0);
  useEffect(() => {
    const update = () => setAmount(readCartAmount());
    update();
    window.addEventListener(CART_UPDATED_EVENT, update);
    return () => window.removeEventListener(CART_UPDATED_EVENT, update);
  }, []);
  const strings = t(lang).header;
  return (
    <ShopEntry lang={lang} online={settings.is_shop_online} href={settings.design.header.basketLink} label={strings.cart()}>
      {amount > 0 && (
        <>
          <span className={badge} aria-hidden="true">
            {amount}
          </span>
          <span className={srOnly}>{strings.cartCount({ count: amount })}</span>
        </>
      )}
    </ShopEntry>
  );
}

/** Account link: the login address for anonymous visitors, the home page once logged in (SPEC §2). */
export function AccountEntry({ lang, settings, loggedIn }: EntryProps & { loggedIn: boolean }) {
  const strings = t(lang).header;
  return (
    <ShopEntry
      lang={lang}
      online={settings.is_shop_online}
      href={loggedIn ? homePath(lang) : settings.design.loginUrl}
      label={loggedIn ? strings.account() : strings.login()}
    />
  );
}

/** Cart and account side by side: in the header bar, and inside the burger panel on phones. */
export function ShopEntries({ lang, settings, loggedIn, placement }: EntryProps & { loggedIn: boolean; placement?: 'bar' | 'menu' }) {
  return (
    <div className={`${entries} ${placement ? PLACEMENTS[placement] : ''}`}>
      <CartEntry lang={lang} settings={settings} />
      <AccountEntry lang={lang} settings={settings} loggedIn={loggedIn} />
    </div>
  );
}

const entries = css`
  display: flex;
  align-items: center;
  gap: 1.25rem;
`;

/**
 * Phones have no room for the shop entries beside the logo: they move into the burger panel. Beside
 * `entries` in this module, so these rules come after its `display` wherever the chunk loads.
 */
const PLACEMENTS = {
  bar: css`
    ${mq.mobile} {
      display: none;
    }
  `,
  menu: css`
    display: none;
    ${mq.mobile} {
      display: flex;
    }
  `,
};

const entry = css`
  position: relative;
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: 0.35rem;
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const offline = css`
  color: ${colors.textMuted};
  cursor: not-allowed;
  &:hover {
    text-decoration: none;
  }
  &:hover > [role='tooltip'],
  &:focus > [role='tooltip'] {
    visibility: visible;
  }
`;

const tooltip = css`
  visibility: hidden;
  position: absolute;
  top: calc(100% + 0.25rem);
  right: 0;
  padding: 0.25rem 0.5rem;
  white-space: nowrap;
  font-size: 0.875rem;
  background: ${colors.text};
  color: ${colors.background};
  z-index: 30;
`;

const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${sizes.cartBadge};
  height: ${sizes.cartBadge};
  padding: 0 0.2rem;
  border-radius: ${sizes.cartBadge};
  font-size: 0.7rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
`;
