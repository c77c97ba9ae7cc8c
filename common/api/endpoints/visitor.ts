/** The visitor's own calls: tickets into the cart and two-factor sign-in (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { SHOP_CART_BODY, TWO_FACTOR_CODE_BODY, TWO_FACTOR_SETUP_BODY } from '../body-schemas';
import type { ShopCartResponse } from '../ticketshop';
import { type RecoveryCodes, TWO_FACTOR_CONFIRM_PATH, TWO_FACTOR_DISABLE_PATH, TWO_FACTOR_PATH, TWO_FACTOR_RECOVERY_PATH, TWO_FACTOR_SETUP_PATH, type TwoFactorSetup, type TwoFactorStatus } from '../two-factor';

// The visitor's own: tickets, account and 404 reports (SPEC §7)
export const shopCart = /* @__PURE__ */ endpoint<{ body: typeof SHOP_CART_BODY; answer: ShopCartResponse }>()('/{lang}/api/shop-cart/', 'POST');
export const twoFactorStatus = /* @__PURE__ */ endpoint<{ answer: TwoFactorStatus }>()(TWO_FACTOR_PATH);
export const twoFactorSetup = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_SETUP_BODY; answer: TwoFactorSetup }>()(TWO_FACTOR_SETUP_PATH, 'POST');
export const twoFactorConfirm = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: RecoveryCodes }>()(TWO_FACTOR_CONFIRM_PATH, 'POST');
export const twoFactorRecoveryCodes = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: RecoveryCodes }>()(TWO_FACTOR_RECOVERY_PATH, 'POST');
export const twoFactorDisable = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: TwoFactorStatus }>()(TWO_FACTOR_DISABLE_PATH, 'POST');
