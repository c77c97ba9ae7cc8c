/**
 * Event detail (SPEC §2 /de/programm/{slug}/{id}): date and time in Berlin, room and
 * venue, prices and the booking entry point, then the sections in the order the design settings give.
 * The server inlines the data (and the schema.org Event JSON-LD) on first load.
 */
import { getEventPage } from '../../common/api/programme-client';
import { variantOf } from '../../common/api/programme';
import { Picture } from '../../common/modules/shared/picture';
import { Contributors } from '../widgets/programme/contributors';
import { Description } from '../widgets/programme/description';
import { DetailHeader } from '../widgets/programme/detail-header';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { EventFacts } from '../widgets/programme/facts';
import { ImageSlider } from '../widgets/programme/image-slider';
import { OrderedSections } from '../widgets/programme/ordered-sections';
import { ProgrammeLinks } from '../widgets/programme/programme-links';
import { useRouteData } from '../widgets/programme/use-route-data';
import { page } from '../widgets/programme/styles';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { buildPath } from '../../common/routes';
import { tProgramme } from '../widgets/programme/strings';
import { EventPageAccess, EventState } from '../../common/modules/access/lazy';

export default function EventPage({ lang, params, path, data }: PageProps<'event'>) {
  const loaded = useRouteData(data, () => getEventPage(lang, params.id ?? ''));
  useDocumentTitle(path, loaded?.event.title, loaded?.event.urls);
  if (!loaded) return <DetailSkeleton lang={lang} />;
  const { event, container } = loaded;
  return (
    <article className={page} data-theme={event.design.theme ?? undefined} data-variant={variantOf(event.design)}>
      <Breadcrumb items={[{ title: tProgramme(lang).programme(), url: buildPath('events', lang) }, { title: event.title, url: event.url }]} lang={lang} />
      <DetailHeader kicker={event.event_type_new || event.preline} title={event.title} struck={event.status === 'cancelled'} subline={event.subline} lead={event.lead} aside={<EventFacts event={event} lang={lang} />} state={<EventState event={event} lang={lang} />}>
        <EventPageAccess event={event} lang={lang} />
      </DetailHeader>
      {event.image ? <Picture image={event.image} priority sizes="100vw" /> : null}
      <OrderedSections
        sections={{
          Description: <Description html={event.description} container={container} lang={lang} />,
          ImageSlider: event.gallery.length ? <ImageSlider images={event.gallery} lang={lang} /> : null,
          Programs: <ProgrammeLinks production={event.production} series={event.series} genre={event.genre} lang={lang} />,
          Contributors: event.persons.length ? <Contributors persons={event.persons} lang={lang} /> : null,
        }}
      />
    </article>
  );
}
