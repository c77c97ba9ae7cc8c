/** /abonnements (SPEC §2 route-name table): the subscriptions, then the other series. */
import { getSeriesList } from '../../common/api/programme-client';
import type { SeriesListItem } from '../../common/api/programme';
import { Picture } from '../../common/modules/shared/picture';
import { CardsSkeleton } from '../widgets/programme/detail-skeleton';
import { tProgramme } from '../widgets/programme/strings';
import { cardGrid, lead, page, sectionTitle, title } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

/** Three cards a row on wide screens. */
const CARD_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';

function SeriesGroup({ heading, id, items }: { heading: string; id: string; items: SeriesListItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {heading}
      </h2>
      <ul className={cardGrid}>
        {items.map((s) => (
          <li key={s.id}>
            <a href={s.url} style={{ display: 'grid', gap: '0.4rem', textDecoration: 'none' }}>
              {s.image ? <Picture image={s.image} sizes={CARD_SIZES} /> : null}
              <strong style={{ fontSize: '1.25rem' }}>{s.name}</strong>
              {s.lead ? <span>{s.lead}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SeriesListPage({ lang, path, data }: PageProps<'series-list'>) {
  const series = useRouteData(data, () => getSeriesList(lang));
  const text = tProgramme(lang);
  useDocumentTitle(path, text.seriesListTitle());
  return (
    <div className={page}>
      <header>
        <h1 className={title}>{text.seriesListTitle()}</h1>
        <p className={lead}>{text.seriesListIntro()}</p>
      </header>
      {series ? (
        <>
          <SeriesGroup id="subscriptions" heading={text.subscriptions()} items={series.filter((s) => s.is_subscription)} />
          <SeriesGroup id="series" heading={text.otherSeries()} items={series.filter((s) => !s.is_subscription)} />
        </>
      ) : (
        <CardsSkeleton lang={lang} />
      )}
    </div>
  );
}
