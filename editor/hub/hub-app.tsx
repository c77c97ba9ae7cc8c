/**
 * The CMS hub (issue #12 point 5): navigation over every collection the account may touch (users and
 * site settings only for administrators: hidden, and 403 from the API anyway), the dashboard, lists
 * and forms, at the SPEC §3 addresses below /cms-hub.
 */
import { css } from 'goober';
import type { CollectionDeclaration } from '../../common/collections/define';
import { COLLECTIONS } from '../../common/collections/registry';
import { canAdminister } from '../../common/roles';
import { mq } from '../../common/theme';
import { useEditor, useLang } from '../state/store';
import { HUB_ROOT, hubLangOf, navigate, useLocation, viewOf } from './address';
import { Dashboard } from './dashboard';
import { ItemForm } from './item-form';
import { ListView } from './list-view';
import { tHub } from './strings';

/** A click on any hub address inside the hub (dashboard links included) moves without a reload. */
function followHubLinks(event: React.MouseEvent) {
  const link = (event.target as Element).closest?.('a[href]');
  const href = link?.getAttribute('href') ?? '';
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (href !== HUB_ROOT && !href.startsWith(`${HUB_ROOT}/`)) return;
  event.preventDefault();
  navigate(href);
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
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  const forbidden = (view.kind === 'list' || view.kind === 'item') && !visible.includes(view.collection);

  return (
    <div className={layout} lang={lang} onClick={followHubLinks}>
      <nav aria-label={s.nav()} className={side}>
        <p>
          <a href={`${path}?lang=${other}`} lang={other} hrefLang={other}>
            {s.otherLanguage()}
          </a>
        </p>
        <ul>
          <li>
            <a href={`${HUB_ROOT}/`} onClick={go(`${HUB_ROOT}/`)} aria-current={view.kind === 'dashboard' ? 'page' : undefined}>
              {s.dashboard()}
            </a>
          </li>
          {visible.map((c) => (
            <li key={c.slug}>
              <a href={`${HUB_ROOT}/${c.path}/`} onClick={go(`${HUB_ROOT}/${c.path}/`)} aria-current={(view.kind === 'list' || view.kind === 'item') && view.collection === c ? 'page' : undefined}>
                {c.label.plural[lang]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="hub-main" className={content}>
        {forbidden ? (
          <p role="alert">{s.forbidden()}</p>
        ) : view.kind === 'dashboard' ? (
          <Dashboard lang={lang} />
        ) : view.kind === 'list' ? (
          <ListView key={view.collection.slug} collection={view.collection} lang={lang} />
        ) : view.kind === 'item' ? (
          <ItemForm key={`${view.collection.slug}-${view.id}`} collection={view.collection} id={view.id} lang={lang} />
        ) : (
          <p role="alert">404</p>
        )}
      </main>
    </div>
  );
}

const layout = css`
  display: grid;
  gap: 1rem;
  padding: 1rem 1rem 4rem;
  ${mq.md} {
    grid-template-columns: minmax(12rem, 16rem) 1fr;
    gap: 2rem;
    padding: 1rem 2rem 4rem;
  }
  font-family: system-ui, sans-serif;
  color: #1a1a1a;
  background: #fff;
  a {
    color: #0b4f9c;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    border-bottom: 1px solid #ccc;
    padding: 0.3rem 0.6rem;
    text-align: left;
  }
`;
const side = css`
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.3rem;
  }
  a[aria-current='page'] {
    font-weight: 700;
  }
`;
const content = css`
  min-width: 0;
`;
