/**
 * What an event offers instead of (or, with few seats left, beside) its ticket link (issue #26):
 * 'Ausverkauft', 'Läuft gerade', 'Vorbei', 'Nur noch wenige Plätze'. The state comes from the
 * server (its clock and the shop sync), so the server-rendered page and the app say the same.
 */
import { css } from 'goober';
import { onSale, type SaleState } from '../../api/programme';
import de from '../../i18n/de/sale';
import en from '../../i18n/en/sale';
import { namespace } from '../../i18n/namespace';
import type { Lang } from '../../routes';

export const tSale = namespace({ de, en });

/** The note of a state, or null while tickets are on sale with seats enough. */
export function SaleNote({ sale, lang }: { sale: SaleState | undefined; lang: Lang }) {
  if (!sale || sale === 'open') return null;
  return (
    <strong className={onSale(sale) ? few : closed} data-sale={sale}>
      {tSale(lang)[sale]()}
    </strong>
  );
}

const closed = css`
  display: inline-block;
  font-weight: 700;
`;
const few = css`
  display: block;
  margin: 0 0 0.25rem;
  font-weight: 600;
`;
