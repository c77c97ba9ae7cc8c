/** Forms on pages (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { Form } from '../forms';

// Forms on pages (SPEC §7 form calls)
export const form = /* @__PURE__ */ endpoint<{ answer: Form }>()('/{lang}/api/forms/:id/');
