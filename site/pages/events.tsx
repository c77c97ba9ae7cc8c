/**
 * The events page (SPEC §2 "Event list page"): the page's own modules, then the event
 * overview. Its first paint uses the data the server inlined for the address's filters; an address
 * with a wrong filter or date shows the error page (SPEC §5).
 */
import { css } from 'goober';
import { lazy, Suspense, useCallback } from 'react';
import { sizes } from '../../common/theme';
import type { InvalidParam } from '../stores/event-filters';
import { commonData, pageError } from '../stores/site-data';
import { EventOverview } from '../widgets/event-list/event-overview';
import type { PageProps } from './page-props';

/** The page's own modules are rare above the list: their renderers load only when there are some. */
const Sections = lazy(() => import('../widgets/event-list/page-sections'));

/** SPEC §5: the visitor sees the error page for a malformed address (400, like the server's answer). */
export const INVALID_QUERY_STATUS = 400;

export default function EventsPage({ lang, page, data }: PageProps<'events'>) {
  const design = commonData.value?.settings.design;
  const onInvalid = useCallback((invalid: InvalidParam) => {
    pageError.value = { statusCode: INVALID_QUERY_STATUS, message: `Invalid query parameter: ${invalid.param}` };
  }, []);
  if (!design) return null;
  return (
    <div className={root}>
      {page?.modules.length ? (
        <Suspense fallback={null}>
          <Sections sections={page.modules} lang={lang} />
        </Suspense>
      ) : null}
      <div className={list}>
        <EventOverview lang={lang} design={design} initial={data} onInvalid={onInvalid} idPrefix="events" />
      </div>
    </div>
  );
}

const root = css`
  padding-bottom: 4rem;
`;

const list = css`
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 1rem ${sizes.gutter} 0;
`;
