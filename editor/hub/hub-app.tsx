/**
 * The CMS hub: navigation over every collection the account may touch (users and
 * site settings only for administrators: hidden, and 403 from the API anyway), the dashboard, lists
 * and forms, at the SPEC §3 addresses below /cms-hub.
 */
import { Suspense, lazy, useEffect } from 'react';
import { css } from 'goober';
import type { CollectionDeclaration } from '../../common/collections/define';
import { COLLECTIONS } from '../../common/collections/registry';
import { canAdminister } from '../../common/roles';
import { mq } from '../../common/theme';
import { BUTTON_RULES, EDITOR_COLORS, editorFont } from '../styles';
import { setState, useEditor, useLang } from '../state/store';
import { loadEditorStrings } from '../i18n/strings';
import { AUDIT_PATH, HUB_ROOT, HUB_TREE, hubLangOf, navigate, useLocation, viewOf } from './address';
import { ListView } from './list-view';
import { tHub } from './strings';

// Views an editor opens now and then load when opened, like the toolbar's dialogs: the hub's own
// chunk stays within a route's budget (ARCHITECTURE "Budgets") as collections grow.
const Dashboard = lazy(async () => ({ default: (await import('./dashboard')).Dashboard }));
const AuditView = lazy(async () => ({ default: (await import('./audit-view')).AuditView }));
/** An item's form with its pickers: the hub's largest view, loaded when an item is opened. */
const ItemForm = lazy(async () => ({ default: (await import('./item-form')).ItemForm }));

/** The page tree and 'Neue Seite', shared with the toolbar: a chunk of their own, not the hub's. */
const HubPageTree = lazy(async () => ({ default: (await import('../page-tree/page-tools')).HubPageTree }));

/** A click on any hub address inside the hub (dashboard links included) moves without a reload. */
function followHubLinks(event: React.MouseEvent) {
  const link = (event.target as Element).closest?.('a[href]');
  // Not a link (a submit button, a checkbox): its own default action stays; an empty href would resolve to the hub's own address.
  if (!link) return;
  const href = link.getAttribute('href') ?? '';
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // By its path: the language switch at `/cms-hub?lang=en` is a hub address too, else the visitor's router took it.
  const { pathname } = new URL(href, location.href);
  if (pathname !== HUB_ROOT && !pathname.startsWith(`${HUB_ROOT}/`)) return;
  event.preventDefault();
  navigate(href);
}

/** A link of the hub's navigation, marked while its view is open. */
function NavLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <li>
      <a href={href} onClick={(event) => (event.preventDefault(), navigate(href))} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    </li>
  );
}

export function HubApp() {
  const editorLang = useLang();
  const role = useEditor((s) => s.user?.role ?? null);
  const location = useLocation();
  const [path, search = ''] = location.split('?');
  const lang = hubLangOf(search) ?? editorLang;
  const other = lang === 'de' ? 'en' : 'de';
  const s = tHub(lang);
  const visible = COLLECTIONS.filter((c: CollectionDeclaration) => c.access !== 'admin' || (role !== null && canAdminister(role)));
  const view = viewOf(path!);
  const admin = role !== null && canAdminister(role);
  // The chosen language is the whole editor's while the hub is open: the toolbar follows without a reload.
  useEffect(() => {
    // The editor's own strings come per language (editor/i18n/strings.ts): switched once they are here.
    void loadEditorStrings(lang)
      .catch(() => undefined)
      .then(() => setState({ uiLang: lang }));
    document.documentElement.lang = lang;
  }, [lang]);
  const forbidden = ((view.kind === 'list' || view.kind === 'item') && !visible.includes(view.collection)) || (view.kind === 'audit' && !admin);

  return (
    <div className={`${layout} ${editorFont}`} lang={lang} onClick={followHubLinks}>
      <nav aria-label={s.nav()} className={side}>
        <p>
          <a href={`${path}?lang=${other}`} lang={other} hrefLang={other}>
            {s.otherLanguage()}
          </a>
        </p>
        <ul>
          <NavLink href={`${HUB_ROOT}/`} current={view.kind === 'dashboard'}>
            {s.dashboard()}
          </NavLink>
          <NavLink href={`${HUB_ROOT}/${HUB_TREE}/`} current={view.kind === 'tree'}>
            {s.pageTree()}
          </NavLink>
          {visible.map((c) => (
            <NavLink key={c.slug} href={`${HUB_ROOT}/${c.path}/`} current={(view.kind === 'list' || view.kind === 'item') && view.collection === c}>
              {c.label.plural[lang]}
            </NavLink>
          ))}
          {admin && (
            <NavLink href={`${HUB_ROOT}/${AUDIT_PATH}/`} current={view.kind === 'audit'}>
              {s.audit.nav()}
            </NavLink>
          )}
        </ul>
      </nav>
      <main id="hub-main" className={content}>
        <Suspense fallback={<p role="status">{s.loading()}</p>}>
        {forbidden ? (
          <p role="alert">{s.forbidden()}</p>
        ) : view.kind === 'dashboard' ? (
          <Dashboard lang={lang} />
        ) : view.kind === 'tree' ? (
          <Suspense fallback={null}>
            <HubPageTree lang={lang} />
          </Suspense>
        ) : view.kind === 'list' ? (
          <ListView key={view.collection.slug} collection={view.collection} lang={lang} />
        ) : view.kind === 'audit' ? (
          <AuditView lang={lang} />
        ) : view.kind === 'item' ? (
          <ItemForm key={`${view.collection.slug}-${view.id}`} collection={view.collection} id={view.id} lang={lang} />
        ) : (
          <p role="alert">404</p>
        )}
        </Suspense>
      </main>
    </div>
  );
}

/**
 * The hub in the editor's look: the toolbar's dark bar as its navigation, the
 * editor's font, accent and buttons (editor/styles.ts), breakpoints from common/theme.ts. Controls
 * outside the generated forms get the forms' own look at the lowest specificity (`:where`), so a
 * widget's class always wins.
 */
const layout = css`
  display: grid;
  min-height: 100vh;
  box-sizing: border-box;
  padding-bottom: 5rem;
  background: #f4f5f7;
  ${mq.md} {
    grid-template-columns: minmax(13rem, 16rem) 1fr;
  }
  a {
    color: ${EDITOR_COLORS.accent};
  }
  h1 {
    font-size: 1.6rem;
    margin: 0 0 1rem;
  }
  h2 {
    font-size: 1.2rem;
  }
  button {
    ${BUTTON_RULES}
  }
  button[type='submit'] {
    background: ${EDITOR_COLORS.accent};
    border-color: ${EDITOR_COLORS.accent};
    color: #fff;
  }
  :where(input:not([type='checkbox'], [type='radio']), select, textarea) {
    font: inherit;
    padding: 0.4rem 0.55rem;
    border: 1px solid #767676;
    border-radius: 4px;
    background: #fff;
  }
  :where(input, select, textarea):focus-visible {
    outline: 3px solid ${EDITOR_COLORS.accent};
    outline-offset: 1px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    background: ${EDITOR_COLORS.surface};
  }
  th,
  td {
    border-bottom: 1px solid #d0d3d9;
    padding: 0.45rem 0.6rem;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: #e8eaee;
  }
  th button {
    border: 0;
    background: none;
    padding: 0;
    text-decoration: underline;
  }
`;
const side = css`
  background: ${EDITOR_COLORS.bar};
  color: #fff;
  padding: 1rem;
  a {
    color: #fff;
    text-decoration: none;
    display: block;
    padding: 0.35rem 0.6rem;
    border-radius: 4px;
    border-left: 3px solid transparent;
  }
  a:hover,
  a:focus-visible {
    background: #3a3a3d;
  }
  a:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 1px;
  }
  a[aria-current='page'] {
    font-weight: 700;
    border-left-color: #8ab4f8;
    background: #2c2c2f;
  }
  /* On a phone the collections fill the width in columns, not one long column before the content. */
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.15rem;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    ${mq.md} {
      grid-template-columns: 1fr;
    }
  }
`;
const content = css`
  min-width: 0;
  padding: 1rem;
  color: ${EDITOR_COLORS.text};
  ${mq.md} {
    padding: 1.5rem 2rem;
  }
  overflow-wrap: anywhere;
`;
