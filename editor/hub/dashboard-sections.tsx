/** What each dashboard section shows (common/api/dashboard.ts): short tables and lists with their actions. */
import type { ActivityDashboard, CelumDashboard, DashboardSection, GoogleDashboard, Level, PagespeedDashboard, SearchDashboard, ServiceDashboard, StatusDashboard, VersionDashboard } from '../../common/api/dashboard';
import { CWV_METRICS } from '../../common/api/dashboard';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

/** A time as editors read it: Berlin's clock, in the UI language, machine-readable for assistive tools. */
const When = ({ at, lang }: { at: string; lang: Lang }) => <time dateTime={at}>{formatBerlinDateTime(at, lang)}</time>;

const LEVEL_MARK: Record<Level, string> = { green: '●', amber: '▲', red: '■' };
const LEVEL_COLOUR: Record<Level, string> = { green: '#1e6b2e', amber: '#8a5a00', red: '#a50e0e' };

function LevelMark({ level, lang }: { level: Level; lang: Lang }) {
  return (
    <span style={{ color: LEVEL_COLOUR[level] }}>
      {LEVEL_MARK[level]} {tHub(lang).levels[level]()}
    </span>
  );
}

const Link = ({ href, children }: { href: string | null; children: string }) => (href ? <a href={href}>{children}</a> : <>{children}</>);

/** A tiny inline chart of one metric's daily p75. */
function Sparkline({ points, label }: { points: { p75: number }[]; label: string }) {
  if (points.length < 2) return null;
  const max = Math.max(...points.map((p) => p.p75)) || 1;
  const d = points.map((p, i) => `${(i / (points.length - 1)) * 100},${30 - (p.p75 / max) * 28}`).join(' ');
  return (
    <svg viewBox="0 0 100 30" width="120" height="36" role="img" aria-label={label}>
      <polyline points={d} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function SectionBody({ section, data, lang }: { section: DashboardSection; data: unknown; lang: Lang }) {
  const s = tHub(lang);
  switch (section) {
    case 'activity': {
      const a = data as ActivityDashboard;
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
    case 'search': {
      const d = data as SearchDashboard;
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
    case 'pagespeed': {
      const d = data as PagespeedDashboard;
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
    case 'status': {
      const d = data as StatusDashboard;
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
    case 'service': {
      const d = data as ServiceDashboard;
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
    case 'google': {
      const d = data as GoogleDashboard;
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
    case 'celum': {
      const d = data as CelumDashboard;
      return (
        <ul>
          <li>{d.dam.detail}</li>
          <li>{s.mediaFigures({ files: d.media.files, images: d.media.images, withoutAlt: d.media.without_alt, unused: d.media.unused, mb: (d.media.bytes / 1024 ** 2).toLocaleString(lang, { maximumFractionDigits: 1 }) })}</li>
        </ul>
      );
    }
    case 'version': {
      const d = data as VersionDashboard;
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
  }
}
