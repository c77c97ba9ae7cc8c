/** Series detail (SPEC §2 /{lang}/series/{slug?}/{id}): texts, the subscription's booking link, upcoming dates. */
import { getSeries } from '../../common/api/programme-client';
import { button } from '../../common/modules/shared/styles';
import { Picture } from '../../common/modules/shared/picture';
import { Description } from '../widgets/programme/description';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { buildPath } from '../../common/routes';
import { DetailHeader } from '../widgets/programme/detail-header';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { EventDates } from '../widgets/programme/event-dates';
import { tProgramme } from '../widgets/programme/strings';
import { page } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function SeriesPage({ lang, params, path, data }: PageProps<'series'>) {
  const series = useRouteData(data, () => getSeries(lang, params.id ?? ''));
  useDocumentTitle(path, series?.name, series?.urls);
  if (!series) return <DetailSkeleton lang={lang} />;
  const text = tProgramme(lang);
  const booking = series.ticket_url ? (
    <a className={button} href={series.ticket_url}>
      {series.is_subscription ? text.bookSubscription() : text.tickets()}
    </a>
  ) : null;
  return (
    <article className={page}>
      <Breadcrumb items={[{ title: text.subscriptions(), url: buildPath('series-list', lang) }, { title: series.name, url: series.urls[lang] }]} lang={lang} />
      <DetailHeader kicker={series.is_subscription ? text.subscription() : text.series()} title={series.name} lead={series.lead} aside={series.image ? <Picture image={series.image} priority sizes="(min-width: 64em) 40vw, 100vw" /> : null}>
        {booking ? <p style={{ marginTop: '1.5rem' }}>{booking}</p> : null}
      </DetailHeader>
      <Description html={series.description} container={null} lang={lang} />
      <EventDates events={series.events} lang={lang} title={text.upcoming()} empty={text.noDates()} />
    </article>
  );
}
