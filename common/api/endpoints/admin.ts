/**
 * The CMS hub: collections, dashboard sections, audit log and sign-in locks (common/api/admin.ts,
 * common/api/dashboard.ts, common/api/audit.ts; the contract: common/api/endpoints/index.ts), a
 * module of their own for the editor's lazy hub chunks. Editors only; the audit log and the locks
 * for administrators.
 */
import { endpoint } from '../contract';
import type { AdminItem, AdminList, SignInLock } from '../admin';
import type { AuditList } from '../audit';
import type { ADMIN_ITEM_BODY, SIGN_IN_LOCKS_CLEAR_BODY } from '../body-schemas';
import type { DashboardData } from '../dashboard';
import type { ADMIN_ITEM_QUERY, ADMIN_LIST_QUERY, AUDIT_QUERY, LANG_QUERY } from '../query-schemas';

// A collection's items (SPEC §7 generic resource helper): a create answers 201, a delete 204 or 409 while the item is used.
export const collectionList = /* @__PURE__ */ endpoint<{ query: typeof ADMIN_LIST_QUERY; answer: AdminList }>()('/cms-api/collections/:slug/');
export const collectionItem = /* @__PURE__ */ endpoint<{ query: typeof ADMIN_ITEM_QUERY; answer: AdminItem }>()('/cms-api/collections/:slug/:id/');
export const createCollectionItem = /* @__PURE__ */ endpoint<{ query: typeof ADMIN_ITEM_QUERY; body: typeof ADMIN_ITEM_BODY; answer: AdminItem }>()('/cms-api/collections/:slug/', 'POST');
export const updateCollectionItem = /* @__PURE__ */ endpoint<{ query: typeof ADMIN_ITEM_QUERY; body: typeof ADMIN_ITEM_BODY; answer: AdminItem }>()('/cms-api/collections/:slug/:id/', 'PATCH');
export const deleteCollectionItem = /* @__PURE__ */ endpoint<{ query: typeof ADMIN_ITEM_QUERY; answer: void }>()('/cms-api/collections/:slug/:id/', 'DELETE');

// The dashboard's sections; each takes `?lang=` (the sections that write no words ignore it).
type Section<S extends keyof DashboardData> = { query: typeof LANG_QUERY; answer: DashboardData[S] };
export const dashboardActivity = /* @__PURE__ */ endpoint<Section<'activity'>>()('/cms-api/dashboard/activity/');
export const dashboardSearch = /* @__PURE__ */ endpoint<Section<'search'>>()('/cms-api/dashboard/search/');
export const dashboardPagespeed = /* @__PURE__ */ endpoint<Section<'pagespeed'>>()('/cms-api/dashboard/pagespeed/');
export const dashboardStatus = /* @__PURE__ */ endpoint<Section<'status'>>()('/cms-api/dashboard/status/');
export const dashboardService = /* @__PURE__ */ endpoint<Section<'service'>>()('/cms-api/dashboard/service/');
export const dashboardGoogle = /* @__PURE__ */ endpoint<Section<'google'>>()('/cms-api/dashboard/google/');
export const dashboardCelum = /* @__PURE__ */ endpoint<Section<'celum'>>()('/cms-api/dashboard/celum/');
export const dashboardVersion = /* @__PURE__ */ endpoint<Section<'version'>>()('/cms-api/dashboard/version/');

/** The audit log, filtered, in words (DECISIONS "Audit log"). */
export const auditLog = /* @__PURE__ */ endpoint<{ query: typeof AUDIT_QUERY; answer: AuditList }>()('/cms-api/audit/');
/** Who waits to sign in, and lifting it (DECISIONS "Security before launch: accounts"). */
export const signInLocks = /* @__PURE__ */ endpoint<{ answer: SignInLock[] }>()('/cms-api/sign-in-locks/');
export const clearSignInLocks = /* @__PURE__ */ endpoint<{ body: typeof SIGN_IN_LOCKS_CLEAR_BODY; answer: { cleared: number } }>()('/cms-api/sign-in-locks/', 'DELETE');
