/**
 * The editor's API (SPEC §4, §7): sign-in, the module resource, sections and containers,
 * page settings, media and links. One file both ends read: the server's routes answer exactly these
 * shapes, the editor app (editor/**) and the login page call these paths.
 *
 * Conventions of every call below:
 * - Unsafe methods send credentials and the CSRF header (`X-CSRFToken` from the `csrftoken` cookie,
 *   `call()` in common/api/client.ts and editor/api/request.ts do both); a missing or wrong token is 403.
 * - Every editor call answers 401 `{message, statusCode: 401}` when the session is missing or expired
 *   (idle 2 h, absolute 12 h): the editor opens its login modal and sends the same request again
 *   (SPEC §4). 403 when the account may not edit (role `user`).
 * - A rejected write is 400 {@link ValidationErrorBody}: one entry per field, `code` a key of the
 *   editor's error messages (common/modules/validate.ts `errorMessage`), `message` in the call's language.
 * - Editor resources sit under the language (SPEC §7 "Editor and form calls sit under {lang}"):
 *   module data is read and written in that language, messages come in it.
 * - The generic resource helper of SPEC §7: GET `/{resource}{path}`, POST `/{resource}/` creates,
 *   POST `/{resource}/{id}/` updates (full), PATCH `/{resource}/{id}/` updates the fields sent,
 *   DELETE `/{resource}/{id}/` removes (204). The editor and the server take each from its entry of the
 *   contract (common/api/endpoints/; ARCHITECTURE "Endpoint contract"); {@link resourceUrl} builds the
 *   same paths for the API tests.
 */
import type { Localized } from '../i18n/localized';
import type { FieldError } from '../modules/define';
import type { Role } from '../roles';
import type { Lang } from '../routes';
import type { ImageObj } from './media';
import type { ApiError, ColourTheme, LangUrls, Paginated, PageVariant, SectionLayout, UserDetails } from './types';

export type { FieldError } from '../modules/define';

// ---------------------------------------------------------------------------------------------
// Errors

/** 400 of every editor write (SPEC §5): the form shows each at its field and focuses the first. */
export interface ValidationErrorBody extends ApiError {
  statusCode: 400;
  errors: FieldError[];
}

export function isValidationError(body: unknown): body is ValidationErrorBody {
  return typeof body === 'object' && body !== null && (body as { statusCode?: unknown }).statusCode === 400 && Array.isArray((body as { errors?: unknown }).errors);
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/**
 * POST: `{login, password, next?}` → 200 {@link LoginResponse}, a fresh `sessionid` (the old one, if
 * any, is dropped: the id changes at every sign-in) and the `logged_in` hint cookie.
 * Fails with 400 {@link LoginErrorBody} `code: 'invalid'` for any wrong part (the message never says
 * which), 429 `code: 'locked'` once an account or a client had 5 failures within 15 minutes (it waits
 * 15 minutes, `retry_after` seconds; also the answer to a sixth attempt with the right password).
 * CSRF applies as to every POST: the login page makes sure the cookie exists.
 * An account with two-factor sign-in gets a second step instead (common/api/two-factor.ts).
 */
export const LOGIN_PATH = '/api/login/';

/** The login page's address (the design setting `loginUrl`, routes.ts `login`). `?next=` takes a same-site path. */
export const LOGIN_PAGE_PATH = '/accounts/login/';
export const LOGIN_NEXT_PARAM = 'next';

export interface LoginRequest {
  /** User name or e-mail address, either case. */
  login: string;
  password: string;
  /** Where to go after signing in; only a same-site path is honoured (common/safe-next.ts). */
  next?: string;
  /** Language of the error messages; German when absent. */
  lang?: Lang;
}

/**
 * Route data of the login page after a sign-in sent without JavaScript failed (see
 * server/features/auth/page-login.ts): the name as typed (never the password) and the message.
 */
export interface LoginRouteData {
  login: string;
  error: string;
}

export interface LoginResponse {
  user: UserDetails & { role: Role };
  /** The checked `next`, or the home page of the request's language: where the login page goes now. */
  next: string;
}

/** `disabled`: an administrator locked the account (403; said only after the right password). */
export type LoginErrorCode = 'invalid' | 'locked' | 'disabled' | 'expired';

export interface LoginErrorBody extends ApiError {
  code: LoginErrorCode;
  /** Seconds until the next attempt is allowed (429 only). */
  retry_after?: number;
}

// ---------------------------------------------------------------------------------------------
// Resources

/** Every editor call starts here, under the language: `/de/pageeditor-api/modules/12/`. */
export const EDITOR_API = 'pageeditor-api';

export const EDITOR_RESOURCES = {
  modules: 'modules',
  sections: 'sections',
  /** POST `{parent, content_type, object_id, slug, layout?}`: SPEC §7 container create (see CreateContainerRequest). */
  container: 'container',
  pages: 'pages',
  media: 'media',
  links: 'links',
} as const;
export type EditorResource = keyof typeof EDITOR_RESOURCES;

/**
 * The path of a resource, an item or an item's action, always with the trailing slash:
 * `resourceUrl('de', 'modules')` → `/de/pageeditor-api/modules/`,
 * `resourceUrl('de', 'modules', 12, 'move')` → `/de/pageeditor-api/modules/12/move/`.
 */
export function resourceUrl(lang: Lang, resource: EditorResource, id?: number | string, action?: string): string {
  let url = `/${lang}/${EDITOR_API}/${EDITOR_RESOURCES[resource]}/`;
  if (id !== undefined) url += `${encodeURIComponent(String(id))}/`;
  if (action) url += `${action}/`;
  return url;
}

/** Who changed a thing last (the version list builds on it). */
export interface Changed {
  updated_at: string;
  /** User name of the editor who saved last; null for seeded content. */
  updated_by: string | null;
}

// ---------------------------------------------------------------------------------------------
// Modules: /{lang}/pageeditor-api/modules/

/**
 * Module data as stored, in one language: `{...fields, ...i18n[lang]}` where references stay
 * references, so a save sends back what it read:
 * - images and files `{"$media": id}` (an ImageObj or anything with a numeric `id` is accepted too),
 * - a venue `{"$venue": id}`,
 * - a link field either a string (external `https://…`, `mailto:`, `tel:`, a site path, `#anchor`)
 *   or a {@link LinkRef} to our own content, resolved to its current URL whenever a page is read.
 * Rich text and HTML fields are strings of HTML; the server sanitizes them on save.
 */
export type ModuleValues = Record<string, unknown>;

/** A reference to our own content in a link field: `{"$page": 3}`, `{"$event": 17}`, … */
export type LinkKind = 'page' | 'event' | 'production' | 'article';
export const LINK_KINDS: readonly LinkKind[] = ['page', 'event', 'production', 'article'];
export type LinkRef = { $page: number } | { $event: number } | { $production: number } | { $article: number };

/** GET /{lang}/pageeditor-api/modules/{id}/: one module for its form. */
export interface EditorModule extends Changed {
  id: number;
  type: string;
  /** The section's slug; null for a child module (it follows its parent). */
  section: string | null;
  column: number;
  /** The list module a child sits in (teaser item under a teaser list), else null. */
  parent: number | null;
  position: number;
  online_from: string | null;
  online_to: string | null;
  data: ModuleValues;
  /** What each reference in `data` points at now, for the form's previews: keys "media:5", "page:3", "venue:2". */
  refs: Record<string, RefPreview>;
  children: EditorModule[];
}

export interface RefPreview {
  label: string;
  /** The current URL (links) or the original file (media). */
  url: string;
  thumbnail: string | null;
}

/** POST /{lang}/pageeditor-api/modules/ → 201 EditorModule. */
// Request bodies are type aliases, not interfaces: they then fit the contract's body types
// (common/api/body-schemas.ts), which allow properties they do not name.
export type CreateModuleRequest = {
  type: string;
  /** Where: a section's slug and column, or a parent list module (then section and column are ignored). */
  section?: string;
  column?: number;
  /** Null: no parent, as absent. */
  parent?: number | null;
  /** 0-based place among its siblings; at the end when absent. */
  position?: number;
  online_from?: string | null;
  online_to?: string | null;
  data: ModuleValues;
  /**
   * The form's own key: sending the same create again (a restored draft of a save
   * whose answer was lost) updates the module it made instead of adding a second one.
   */
  client_key?: string;
};

/** POST /{lang}/pageeditor-api/modules/{id}/ (all of `data` in this language) and PATCH (only the keys sent) → EditorModule. */
export interface UpdateModuleRequest {
  online_from?: string | null;
  online_to?: string | null;
  data?: ModuleValues;
}

/**
 * POST /{lang}/pageeditor-api/modules/{id}/move/ → EditorModule: into a section's column (or into a
 * list module as a child), at `position` among the siblings there (0-based; clamped; end when absent).
 * 400 when the target section or parent does not allow the module's type.
 */
export type MoveModuleRequest = {
  section?: string;
  column?: number;
  parent?: number | null;
  position?: number;
};

/** POST /{lang}/pageeditor-api/modules/{id}/duplicate/ with body `{}` → 201 EditorModule: a copy with its children, right after the original. */
export const DUPLICATE_ACTION = 'duplicate';
export const MOVE_ACTION = 'move';

// ---------------------------------------------------------------------------------------------
// Sections and containers: /{lang}/pageeditor-api/sections/{slug}/

/**
 * A section in the editor. GET /{lang}/pageeditor-api/sections/{slug}/ (404 when there is none),
 * POST …/sections/ creates one on a page, POST …/sections/{slug}/ and PATCH update layout and
 * background, DELETE …/sections/{slug}/ removes it with its modules (204), POST
 * …/sections/{slug}/move/ `{position}` reorders it on its page, …/sections/{slug}/duplicate/ copies it.
 * When a layout gets fewer columns, the modules of the dropped columns go to the new last column.
 */
export interface EditorSection extends Changed {
  slug: string;
  /** Page id; null for a container of a programme entity (content_type, object_id). */
  page: number | null;
  content_type: string;
  object_id: number | null;
  position: number;
  layout: SectionLayout;
  extra_class: string;
  columns: { index: number; classes: string; modules: EditorModule[] }[];
}

/** POST /{lang}/pageeditor-api/sections/ → 201 EditorSection: a new section with one of the six layouts. */
export interface CreateSectionRequest {
  page: number;
  layout: SectionLayout;
  /** 0-based among the page's sections; at the end when absent. */
  position?: number;
  extra_class?: string;
}

export interface UpdateSectionRequest {
  layout?: SectionLayout;
  extra_class?: string;
}

export interface MoveSectionRequest {
  position: number;
}

/**
 * POST /{lang}/pageeditor-api/container/ → 201 EditorSection (200 with the existing one when the
 * slug is taken by the same owner): SPEC §4 "section not found (404) creates an initial empty
 * container (logged-in only)", after GET /pageeditor-api/container/by-slug/{slug} answered 404.
 */
export interface CreateContainerRequest {
  slug: string;
  /** Page id when the container belongs to a page. */
  parent?: number | null;
  content_type: string;
  object_id?: number | null;
  layout?: SectionLayout;
}

// ---------------------------------------------------------------------------------------------
// Page settings: /{lang}/pageeditor-api/pages/{id}/

/** Both languages at once: the settings form edits German and English side by side. */
export interface PageSettings extends Changed {
  id: number;
  /** Full path per language with its prefix: `{de: '/de/haus', en: '/en/house'}`. */
  urls: LangUrls;
  title: Localized;
  headline: Localized;
  meta_title: Localized;
  meta_description: Localized;
  og_title: Localized;
  og_description: Localized;
  /** `{"$media": id}` or null; `og_image_preview` shows it. */
  og_image: { $media: number } | null;
  og_image_preview: ImageObj | null;
  og_type: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  parent: number | null;
  theme: ColourTheme | null;
  variant: PageVariant;
  /** Go-live and expiry, ISO instants; outside them visitors get the 404 page. */
  online_from: string | null;
  online_to: string | null;
  /** The page's revision: what a save sends back in If-Match. */
  revision: number;
}

/**
 * GET …/pages/{id}/ → PageSettings; POST …/pages/{id}/ (all) or PATCH (the keys sent) → PageSettings;
 * POST …/pages/ creates a page (`urls` and `title.de` required) → 201. 400 field names are dotted
 * (`urls.en`, `title.de`); a URL must start with its language prefix, be unique (`taken`) and use
 * only lowercase letters, digits, dashes and slashes; the slug suggestion is common/slugify.ts.
 */
export type PageSettingsInput = Partial<Omit<PageSettings, 'id' | 'og_image_preview' | 'updated_at' | 'updated_by' | 'revision'>>;

/** GET …/pages/?q= → pages for the parent picker: id, title and URL in the call's language. */
export interface PageOption {
  id: number;
  title: string;
  url: string;
  is_online: boolean;
}

// ---------------------------------------------------------------------------------------------
// Media: /{lang}/pageeditor-api/media/

export type MediaKind = 'image' | 'file';

/**
 * One file of the media library. Images can be used at once: until their renditions are made in
 * the background, `renditions` is empty, `renditions_ready` false and `url` the original.
 */
export interface MediaItem {
  id: number;
  kind: MediaKind;
  /** The uploaded file's name, e.g. "Foyer.jpg". */
  name: string;
  mime: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  alt: Localized;
  credit: string;
  /** Where renditions crop around: 0–1 from the left and from the top; centre when unset. */
  focal: { x: number; y: number };
  thumbnail: string | null;
  renditions_ready: boolean;
  /** In the call's language, ready for a module preview. Null for files. */
  image: ImageObj | null;
  created_at: string;
}

/**
 * POST …/media/ multipart/form-data: optional text parts `kind` ('image': an image field's upload,
 * images only), `alt_de`, `alt_en`, `credit`, `focal_x`, `focal_y` FIRST (only parts before the file
 * arrive with it), then the part `file` → 201 MediaItem. The file is checked by its content against
 * common/media/media-types.ts; 413 too large, 415 a type we do not take (the message lists them). Send it
 * with XMLHttpRequest (upload progress) and `csrfHeaders()` from common/api/client.ts.
 */
export const MEDIA_UPLOAD_FIELD = 'file';
/** Largest upload: 50 MB (videos and audio for the self-hosted modules). */
export const MAX_MEDIA_BYTES = 50 * 1024 * 1024;

/** PATCH …/media/{id}/ → MediaItem; a new focal point makes the renditions again in the background. */
export type UpdateMediaRequest = {
  alt?: Partial<Localized>;
  credit?: string;
  focal?: { x: number; y: number };
};

/** GET …/media/?q=&kind=&page= → Paginated<MediaItem>, newest first; `q` searches name, alt and credit. */
export interface MediaQuery {
  q?: string;
  kind?: MediaKind;
  page?: number;
}
export const MEDIA_PAGE_SIZE = 24;
export type MediaList = Paginated<MediaItem>;

// ---------------------------------------------------------------------------------------------
// Links: /{lang}/pageeditor-api/links/

/** GET …/links/?q=&kind= → LinkTarget[] (at most 20), for the picker's search as you type. */
export interface LinkTarget {
  kind: LinkKind;
  id: number;
  title: string;
  /** Current URL in the call's language. */
  url: string;
  /** A date, a page's parent, …: what tells two equal titles apart. */
  detail: string;
  /** What to store in the link field. */
  ref: LinkRef;
}

/** GET …/links/resolve/?ref=page:3 → LinkTarget (404 when it is gone): for a stored reference's preview. */
export const RESOLVE_ACTION = 'resolve';

