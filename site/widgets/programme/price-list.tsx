/**
 * An event's prices (SPEC §5, §9): the main price first, then the reduced ones; '0.00' left out;
 * '.00' dropped and a decimal comma ("12 €", "9,50 €"); the currency from the design settings.
 * By seat group, each price with its category's name ('Vollpreis 24 €'), from
 * the shop's seat groups or the editor's price list (common/api/event-prices.ts).
 */
import type { PriceGroup } from '../../../common/api/event-prices';
import { formatPrice, isChargeable } from '../../../common/format';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';

export interface PriceListProps {
  prices: string[];
  currency: string;
  lang: Lang;
}

/** Prices without names: the first the main price, the rest 'ermäßigt'. */
export function PriceList({ prices, currency, lang }: PriceListProps) {
  const text = tProgramme(lang);
  const shown = prices.filter(isChargeable);
  if (shown.length === 0) return null;
  const [main, ...reduced] = shown;
  return (
    <p style={{ margin: 0 }}>
      <strong>{formatPrice(main!, currency)}</strong>
      {reduced.length ? ` / ${text.reduced()} ${reduced.map((p) => formatPrice(p, currency)).join(' / ')}` : null}
    </p>
  );
}

/** One seat group: its name, then each price with its name ('24 € / 12 €' alone does not say where). */
export function GroupPrices({ group, currency, lang }: { group: PriceGroup; currency: string; lang: Lang }) {
  const text = tProgramme(lang);
  return (
    <p style={{ margin: 0 }} data-price-group>
      {group.name ? `${group.name}: ` : null}
      {group.prices.map((price, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {price.name || (index > 0 ? text.reduced() : '')} {index === 0 ? <strong>{formatPrice(price.price, currency)}</strong> : formatPrice(price.price, currency)}
        </span>
      ))}
    </p>
  );
}
