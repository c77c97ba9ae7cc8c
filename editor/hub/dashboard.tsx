/**
 * The hub's dashboard (SPEC §1 sections): each section loads on its own, so a
 * slow one (the live ticket-shop probe) never holds the others up. The status section asks again
 * every few seconds: a stopped ticket shop shows red within 10 s without a reload.
 */
import { useEffect, useState } from 'react';
import { DASHBOARD_SECTIONS, type DashboardData, type DashboardSection } from '../../common/api/dashboard';
import type { Lang } from '../../common/routes';
import { loadSection } from './api';
import { SectionBody } from './dashboard-sections';
import { tHub } from './strings';

/** With the shop probe's 2 s limit (server/features/dashboard/status.ts), red shows within 10 s. */
const STATUS_REFRESH_MS = 5000;

function Section<S extends DashboardSection>({ section, lang }: { section: S; lang: Lang }) {
  const s = tHub(lang);
  const [data, setData] = useState<DashboardData[S] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const load = () =>
      loadSection(section, lang).then(
        (loaded) => (setData(loaded), setError('')),
        (e: Error) => setError(s.failed({ message: e.message })),
      );
    void load();
    if (section !== 'status') return;
    const timer = setInterval(load, STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [section, lang]);
  const id = `hub-section-${section}`;
  // The strings' map wants the plain union: indexed by the generic S its entry would not be callable.
  const key: DashboardSection = section;
  return (
    <section aria-labelledby={id} data-section={section}>
      <h2 id={id}>{s.sections[key]()}</h2>
      {error ? <p role="alert">{error}</p> : data ? <SectionBody section={section} data={data} lang={lang} /> : <p>{s.loading()}</p>}
    </section>
  );
}

export function Dashboard({ lang }: { lang: Lang }) {
  return (
    <div>
      <h1>{tHub(lang).dashboard()}</h1>
      {DASHBOARD_SECTIONS.map((section) => (
        <Section key={section} section={section} lang={lang} />
      ))}
    </div>
  );
}
