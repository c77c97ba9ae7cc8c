import { useId } from 'react';
import type { TicketingView } from '../../common/api/admin';
import { formatBerlinDateTime } from '../../common/format/berlin-display';
import { formatPrice } from '../../common/format/price';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

/** What the ticket shop last said of an event: its seat groups with their prices and time slots, read-only. */
export function ItemFormTicketing({ ticketing, lang }: { ticketing: TicketingView; lang: Lang }) {
  const s = tHub(lang);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{s.ticketing({ at: formatBerlinDateTime(ticketing.synced_at, lang) || s.neverSynced() })}</h2>
      <ul>
        {ticketing.seat_groups.map((g) => (
          <li key={g.seat_group}>
            {g.seat_group}: {g.prices.map((p) => `${p.name} ${formatPrice(p.price)}`).join(', ')} {g.timeslots.length > 0 && `(${g.timeslots.join(', ')})`}
          </li>
        ))}
      </ul>
    </section>
  );
}
