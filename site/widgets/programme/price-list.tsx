/**
 * An event's prices (SPEC §5, §9): the main price first, then the reduced ones; '0.00' left out;
 * '.00' dropped and a decimal comma ("12 €", "9,50 €"); the currency from the design settings.
 */
import { formatPrice, isChargeable } from '../../../common/format';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';

export interface PriceListProps {
  prices: string[];
  currency: string;
  lang: Lang;
  /** The seat group the prices are of (issue #9: '24 € / ermäßigt 12 €' alone does not say where). */
  group?: string;
}

export function PriceList({ prices, currency, lang, group }: PriceListProps) {
  const text = tProgramme(lang);
  const shown = prices.filter(isChargeable);
  if (shown.length === 0) return null;
  const [main, ...reduced] = shown;
  return (
    <p style={{ margin: 0 }}>
      {group ? `${group}: ` : null}
      <strong>{formatPrice(main!, currency)}</strong>
      {reduced.length ? ` / ${text.reduced()} ${reduced.map((p) => formatPrice(p, currency)).join(' / ')}` : null}
    </p>
  );
}
