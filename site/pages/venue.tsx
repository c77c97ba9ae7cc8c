/** Venue detail (SPEC §2 /{lang}/venues/{slug}/{id}): texts, address with map link, images and upcoming dates. */
import { getVenue } from '../../common/api/programme-client';
import { ModuleLink } from '../../common/modules/shared/module-link';
import { Picture } from '../../common/modules/shared/picture';
import { Description } from '../widgets/programme/description';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { DetailHeader } from '../widgets/programme/detail-header';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { EventDates } from '../widgets/programme/event-dates';
import { ImageSlider } from '../widgets/programme/image-slider';
import { tProgramme } from '../widgets/programme/strings';
import { facts, page } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function VenuePage({ lang, params, path, data }: PageProps<'venue'>) {
  const venue = useRouteData(data, () => getVenue(lang, params.id ?? ''));
  useDocumentTitle(path, venue?.name, venue?.urls);
  if (!venue) return <DetailSkeleton lang={lang} />;
  const text = tProgramme(lang);
  const { street, postal_code, city } = venue.address;
  const address = (
    <aside className={facts} aria-label={text.address()}>
      <address style={{ fontStyle: 'normal' }}>
        {street}
        <br />
        {postal_code} {city}
      </address>
      {venue.map_url ? (
        <ModuleLink href={venue.map_url} lang={lang}>
          {text.map()}
        </ModuleLink>
      ) : null}
    </aside>
  );
  return (
    <article className={page}>
      <Breadcrumb items={[{ title: venue.name, url: venue.urls[lang] }]} lang={lang} />
      <DetailHeader title={venue.name} lead={venue.lead} aside={address} />
      {venue.image ? <Picture image={venue.image} priority sizes="100vw" /> : null}
      <Description html={venue.description} container={null} lang={lang} />
      <ImageSlider images={venue.gallery} lang={lang} />
      <EventDates events={venue.events} lang={lang} title={text.upcoming()} />
    </article>
  );
}
