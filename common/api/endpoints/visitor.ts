/** The visitor's own calls: tickets into the cart, signing in and two-factor sign-in (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { LOGIN_BODY, LOGIN_CODE_BODY, SHOP_CART_BODY, TWO_FACTOR_CODE_BODY, TWO_FACTOR_SETUP_BODY } from '../body-schemas';
import type { ShopCartResponse } from '../ticketshop';
import { LOGIN_PATH, type LoginResponse } from '../editor';
import { LOGIN_CODE_PATH, type LoginCodeResponse, type LoginSecondStep, type RecoveryCodes, TWO_FACTOR_CONFIRM_PATH, TWO_FACTOR_DISABLE_PATH, TWO_FACTOR_PATH, TWO_FACTOR_RECOVERY_PATH, TWO_FACTOR_SETUP_PATH, type TwoFactorSetup, type TwoFactorStatus } from '../two-factor';

// The visitor's own: tickets, account and 404 reports (SPEC §7)
export const shopCart = /* @__PURE__ */ endpoint<{ body: typeof SHOP_CART_BODY; answer: ShopCartResponse }>()('/{lang}/api/shop-cart/', 'POST');
export const twoFactorStatus = /* @__PURE__ */ endpoint<{ answer: TwoFactorStatus }>()(TWO_FACTOR_PATH);
export const twoFactorSetup = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_SETUP_BODY; answer: TwoFactorSetup }>()(TWO_FACTOR_SETUP_PATH, 'POST');
export const twoFactorConfirm = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: RecoveryCodes }>()(TWO_FACTOR_CONFIRM_PATH, 'POST');
export const twoFactorRecoveryCodes = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: RecoveryCodes }>()(TWO_FACTOR_RECOVERY_PATH, 'POST');
export const twoFactorDisable = /* @__PURE__ */ endpoint<{ body: typeof TWO_FACTOR_CODE_BODY; answer: TwoFactorStatus }>()(TWO_FACTOR_DISABLE_PATH, 'POST');
/** A refused sign-in answers a LoginErrorBody (`answer` of the ApiRequestError): its `code`, and `retry_after` when locked. */
export const signIn = /* @__PURE__ */ endpoint<{ body: typeof LOGIN_BODY; answer: LoginResponse | LoginSecondStep }>()(LOGIN_PATH, 'POST');
export const signInCode = /* @__PURE__ */ endpoint<{ body: typeof LOGIN_CODE_BODY; answer: LoginCodeResponse }>()(LOGIN_CODE_PATH, 'POST');
