/**
 * What an event offers instead of (or, with few seats left, beside) its ticket link:
 * 'Ausverkauft', 'Läuft gerade', 'Vorbei', 'Nur noch wenige Plätze'. The state comes from the
 * server (its clock and the shop sync), so the server-rendered page and the app say the same.
 * No styles of its own: it rides in the event and programme chunks, which are at their budget.
 */
import type { SaleState } from '../../api/programme';
import de from '../../i18n/de/sale';
import en from '../../i18n/en/sale';
import { namespace } from '../../i18n/namespace';
import type { Lang } from '../../routes';

export const tSale = namespace({ de, en });

/** The note of a state, or null while tickets are on sale with seats enough. */
export function SaleNote({ sale, lang }: { sale: SaleState | undefined; lang: Lang }) {
  if (!sale || sale === 'open') return null;
  return (
    <strong data-sale={sale}>
      {tSale(lang)[sale]()}
    </strong>
  );
}
