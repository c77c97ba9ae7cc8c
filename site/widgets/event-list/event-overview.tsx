/**
 * The event overview of the events page and the event overlay (SPEC §2 "Event list page"): filter
 * bar, chosen filters, events grouped by day with teasers, infinite scroll, the empty panel. A filter
 * or date change reloads from the first page and scrolls to the top (SPEC §4).
 */
import { css } from 'goober';
import type { RefObject } from 'react';
import type { DesignSettings, EventsRouteData } from '../../../common/api/types';
import { EventDays } from '../../../common/modules/event-list/event-days';
import { tEvents } from '../../../common/modules/event-list/strings';
import { button } from '../../../common/modules/shared/styles';
import { buildPath, type Lang } from '../../../common/routes';
import { filtersKey, type InvalidParam } from '../../stores/event-filters';
import { EmptyPanel } from './empty-panel';
import { EventListSkeleton } from './event-list-skeleton';
import { FilterBar } from './filter-bar';
import { FilterChips } from './filter-chips';
import { InfiniteScroll } from './infinite-scroll';
import { pageHref } from './paged-list';
import { eventList, loadFor, teasers } from './list-store';
import { useListLoad } from './use-list-load';

interface EventOverviewProps {
  lang: Lang;
  design: DesignSettings;
  /** The server's inlined data (first load of the events page), else null. */
  initial: EventsRouteData | null;
  /** Called when the address carries a parameter SPEC §5 rejects. */
  onInvalid?(invalid: InvalidParam): void;
  /** The element that scrolls the list (the overlay's panel); the window when absent. */
  scrollRoot?: RefObject<HTMLElement | null>;
  /** Distinguishes the ids of the page's and the overlay's controls. */
  idPrefix: string;
  /** Level of the day headings. */
  level?: 2 | 3;
}

export function EventOverview({ lang, design, initial, onInvalid, scrollRoot, idPrefix, level = 2 }: EventOverviewProps) {
  const { filters, key } = useListLoad(lang, initial, onInvalid, scrollRoot);

  const strings = tEvents(lang).list;
  const items = eventList.items.value;
  const loading = eventList.loading.value;
  const error = eventList.error.value;
  const hasNext = eventList.hasNext.value;
  const current = eventList.query.value === key;
  const nextHref = pageHref(buildPath('events', lang), eventList.page.value + 1, filtersKey(filters));

  let body;
  if (error && items.length === 0) {
    body = (
      <div role="alert" className={failed}>
        <p>{strings.failed()}</p>
        <button type="button" className={button} onClick={() => loadFor(lang, filters)}>
          {strings.retry()}
        </button>
      </div>
    );
  } else if (!current || (loading && items.length === 0)) {
    body = <EventListSkeleton lang={lang} withFilters={false} />;
  } else if (items.length === 0) {
    body = <EmptyPanel lang={lang} />;
  } else {
    body = (
      <>
        <p className={count} aria-live="polite" data-event-count="">
          {strings.count({ count: eventList.count.value })}
        </p>
        <EventDays
          events={items}
          teasers={teasers.value}
          complete={!hasNext}
          lang={lang}
          look={design.eventListStyle}
          currency={design.currency}
          level={level}
        />
        <InfiniteScroll
          hasMore={hasNext}
          busy={loading}
          onMore={() => void eventList.loadNext()}
          label={strings.loadMore()}
          busyLabel={strings.loading()}
          scrollRoot={scrollRoot}
          itemSelector="[data-event-id]"
          href={nextHref}
        />
        {error ? (
          <p role="alert" className={failed}>
            {strings.failed()}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className={root} aria-busy={loading}>
      <FilterBar lang={lang} idPrefix={idPrefix} />
      <FilterChips lang={lang} barId={`${idPrefix}-filters`} />
      <div aria-label={strings.label()} role="region">
        {body}
      </div>
    </div>
  );
}

const root = css`
  display: grid;
`;

const count = css`
  margin: 0 0 1rem;
`;

const failed = css`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;
