/**
 * What each dashboard section shows (common/api/dashboard.ts): short tables and lists with their
 * actions. One view per section, in a map typed by section, so each view gets its own data's type.
 */
import { CWV_METRICS, type DashboardData, type DashboardSection } from '../../common/api/dashboard';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { Lang } from '../../common/routes';
import type { ReactElement } from 'react';
import { LevelMark, Link, Sparkline, When } from './dashboard-parts';
import { tHub } from './strings';

interface ViewProps<S extends DashboardSection> {
  data: DashboardData[S];
  lang: Lang;
}

function ActivityView({ data: a, lang }: ViewProps<'activity'>) {
  const s = tHub(lang);
  return (
    <ul>
      {a.approvals?.map((r) => (
        <li key={`a${r.page}`} data-approval-request={r.page}>
          ✋ <When at={r.requested_at} lang={lang} /> · <a href={`${r.path}?edit`}>{s.approvalRequest({ title: r.title, who: r.requested_by ?? '–' })}</a>
          {r.message && ` · „${r.message}“`}
        </li>
      ))}
      {a.recent.map((r, i) => (
        <li key={i}>
          <When at={r.at} lang={lang} /> · {r.who} · <Link href={r.admin_url}>{r.summary}</Link>
        </li>
      ))}
      {a.scheduled.map((r) => (
        <li key={`s${r.kind}${r.id}`}>
          ⏱ <When at={r.online_from} lang={lang} /> · <Link href={r.admin_url}>{r.what}</Link>
        </li>
      ))}
      {a.expired_today.map((r) => (
        <li key={`e${r.kind}${r.id}`}>
          ⌛ <When at={r.online_to} lang={lang} /> · <Link href={r.admin_url}>{r.what}</Link>
        </li>
      ))}
    </ul>
  );
}

function SearchView({ data: d, lang }: ViewProps<'search'>) {
  const s = tHub(lang);
  return (
    <>
      {d.periods.map((p) => (
        <div key={p.days}>
          <h3>{s.days({ days: p.days })}</h3>
          <ul>
            {[...p.top, ...p.no_result.filter((n) => !p.top.includes(n))].map((term) => (
              <li key={term.query}>
                {s.searchTerm({ query: term.query, count: term.count, results: term.results })} · <a href={term.search_url}>{s.openSearch()}</a> · <a href={term.redirect_url}>{s.createRedirect()}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function PagespeedView({ data: d, lang }: ViewProps<'pagespeed'>) {
  const s = tHub(lang);
  return (
    <>
      <p>
        {CWV_METRICS.map((m) => (
          <span key={m}>
            {m} <Sparkline points={d.daily[m]} label={`${m} p75`} />{' '}
          </span>
        ))}
      </p>
      {d.periods.map((p) => (
        <table key={p.days}>
          <caption>{s.days({ days: p.days })}</caption>
          <thead>
            <tr>
              <th scope="col">{s.route()}</th>
              {CWV_METRICS.map((m) => (
                <th key={m} scope="col">
                  {m} p75
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.routes.map((r) => (
              <tr key={r.route}>
                <th scope="row">{r.route}</th>
                {CWV_METRICS.map((m) => (
                  <td key={m}>
                    {r.metrics[m] ? (
                      <>
                        {r.metrics[m]!.p75} <LevelMark level={r.metrics[m]!.level} lang={lang} />
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

function StatusView({ data: d, lang }: ViewProps<'status'>) {
  const s = tHub(lang);
  return (
    <ul>
      {d.checks.map((c) => (
        <li key={c.key} data-check={c.key} data-level={c.level}>
          <strong>{s.checks[c.key]()}</strong> <LevelMark level={c.level} lang={lang} /> {c.detail}
          {c.fix && ` — ${c.fix}`}
        </li>
      ))}
    </ul>
  );
}

function ServiceView({ data: d, lang }: ViewProps<'service'>) {
  const s = tHub(lang);
  return (
    <ul>
      {d.not_found.map((n) => (
        <li key={n.path}>
          {s.notFoundHits({ path: n.path, hits: n.hits })} · <a href={n.redirect_url}>{s.createRedirect()}</a>
        </li>
      ))}
      {d.broken_links.map((b, i) => (
        <li key={i}>
          <Link href={b.admin_url}>{b.where}</Link> → {b.link}
        </li>
      ))}
    </ul>
  );
}

function GoogleView({ data: d, lang }: ViewProps<'google'>) {
  const s = tHub(lang);
  return (
    <ul>
      <li>{s.sitemap({ state: d.sitemap.served ? s.sitemapServed() : s.sitemapMissing(), urls: d.sitemap.urls, changed: formatBerlinDateTime(d.sitemap.last_change, lang) || '–' })}</li>
      {d.pages_without_description.map((p) => (
        <li key={`d${p.id}`}>
          {s.noDescription()} <a href={p.admin_url}>{p.path}</a>
        </li>
      ))}
      {d.pages_without_og_image.map((p) => (
        <li key={`o${p.id}`}>
          {s.noOgImage()} <a href={p.admin_url}>{p.path}</a>
        </li>
      ))}
      {d.events_incomplete.map((e) => (
        <li key={`e${e.id}`}>
          {s.jsonLdMissing()} <a href={e.admin_url}>{e.title}</a> ({e.missing.join(', ')})
        </li>
      ))}
    </ul>
  );
}

function CelumView({ data: d, lang }: ViewProps<'celum'>) {
  const s = tHub(lang);
  return (
    <ul>
      <li>{d.dam.detail}</li>
      <li>{s.mediaFigures({ files: d.media.files, images: d.media.images, withoutAlt: d.media.without_alt, unused: d.media.unused, mb: (d.media.bytes / 1024 ** 2).toLocaleString(lang, { maximumFractionDigits: 1 }) })}</li>
    </ul>
  );
}

function VersionView({ data: d, lang }: ViewProps<'version'>) {
  const s = tHub(lang);
  return (
    <dl>
      <dt>{s.appVersion()}</dt>
      <dd>
        {d.app_version} ({d.build ?? '–'})
      </dd>
      <dt>{s.migrations()}</dt>
      <dd>{s.migrationsApplied({ applied: d.migration.applied, available: d.migration.available })}</dd>
      <dt>{s.node()}</dt>
      <dd>{d.node}</dd>
      <dt>{s.database()}</dt>
      <dd>
        {d.database.engine} {d.database.version}
      </dd>
    </dl>
  );
}

/** Section → its view; a section without one does not compile. */
const VIEWS: { [S in DashboardSection]: (props: ViewProps<S>) => ReactElement } = {
  activity: ActivityView,
  search: SearchView,
  pagespeed: PagespeedView,
  status: StatusView,
  service: ServiceView,
  google: GoogleView,
  celum: CelumView,
  version: VersionView,
};

export function SectionBody<S extends DashboardSection>({ section, data, lang }: { section: S; data: DashboardData[S]; lang: Lang }) {
  const View: (props: ViewProps<S>) => ReactElement = VIEWS[section];
  return <View data={data} lang={lang} />;
}
