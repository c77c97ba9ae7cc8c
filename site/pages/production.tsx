/**
 * Production detail: the production's texts, then its sections in the order the
 * design settings give, among them its dates under the dates-and-tickets anchor that the sticky
 * overlay button jumps to on this page (SPEC §2 "Default layout").
 */
import { getProductionPage } from '../../common/api/programme-client';
import { variantOf } from '../../common/api/programme';
import { ModuleRenderer } from '../../common/modules/module-renderer';
import { Picture } from '../../common/modules/shared/picture';
import { Contributors } from '../widgets/programme/contributors';
import { Description } from '../widgets/programme/description';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { buildPath } from '../../common/routes';
import { DetailHeader } from '../widgets/programme/detail-header';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { EventDates } from '../widgets/programme/event-dates';
import { ImageSlider } from '../widgets/programme/image-slider';
import { OrderedSections } from '../widgets/programme/ordered-sections';
import { DATES_ANCHOR, useStickyLinks } from '../widgets/programme/sticky-links';
import { tProgramme } from '../widgets/programme/strings';
import { page, sectionTitle } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function ProductionPage({ lang, params, path, data }: PageProps<'production'>) {
  const loaded = useRouteData(data, () => getProductionPage(lang, params.id ?? ''));
  useDocumentTitle(path, loaded?.production.title, loaded?.production.urls);
  const text = tProgramme(lang);
  useStickyLinks(loaded ? [{ href: `#${DATES_ANCHOR}`, label: text.datesAndTickets() }] : null);
  if (!loaded) return <DetailSkeleton lang={lang} />;
  const { production: p, container } = loaded;
  const kicker = [p.exhibition_type?.name, p.season?.name].filter(Boolean).join(' · ') || p.preline;
  return (
    <article className={page} data-theme={p.design.theme ?? undefined} data-variant={variantOf(p.design)}>
      <Breadcrumb items={[{ title: text.productions(), url: buildPath('productions', lang) }, { title: p.title, url: p.urls[lang] }]} lang={lang} />
      <DetailHeader kicker={kicker} title={p.title} subline={p.subline} lead={p.lead} aside={p.image ? <Picture image={p.image} priority sizes="(min-width: 64em) 40vw, 100vw" /> : null} />
      <OrderedSections
        sections={{
          Description: <Description html={p.description} container={container} lang={lang} />,
          ImageSlider: p.gallery.length ? <ImageSlider images={p.gallery} lang={lang} /> : null,
          Video: p.video_url ? (
            <section aria-labelledby="video">
              <h2 id="video" className={sectionTitle}>
                {text.video()}
              </h2>
              <ModuleRenderer module={{ id: 0, type: 'video', online_from: null, online_to: null, data: { video_url: p.video_url, title: p.title } }} lang={lang} />
            </section>
          ) : null,
          Contributors: p.persons.length ? <Contributors persons={p.persons} lang={lang} /> : null,
          Events: <EventDates id={DATES_ANCHOR} events={p.events} lang={lang} title={text.datesAndTickets()} empty={text.noDates()} />,
          Promoter: p.promoter ? (
            <p>
              {text.promoter()}: {p.promoter}
            </p>
          ) : null,
        }}
      />
    </article>
  );
}
