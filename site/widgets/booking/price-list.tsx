/**
 * A list of prices (SPEC §4): above COLLAPSE_AFTER entries it starts collapsed with a show-all
 * toggle; collapsing scrolls the list back to its top. The hidden entries are `hidden`, so keyboard
 * focus never lands on a price the visitor cannot see.
 */
import { useRef, useState } from 'react';
import type { PriceItem } from '../../../common/api/programme';
import type { Lang } from '../../../common/routes';
import { PriceRow } from './price-row';
import { tBooking } from './strings';
import { linkButton, priceList } from './styles';

/** SPEC §9: the price list collapses above 2 items. */
export const COLLAPSE_AFTER = 2;

export interface PriceListProps {
  lang: Lang;
  prices: PriceItem[];
  currency: string;
  labelOf(price: PriceItem, index: number): string;
}

export function PriceList({ lang, prices, currency, labelOf }: PriceListProps) {
  const text = tBooking(lang);
  const list = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState(false);
  const collapsible = prices.length > COLLAPSE_AFTER;
  const toggle = () => {
    if (expanded) list.current?.scrollTo?.({ top: 0 });
    setExpanded(!expanded);
  };
  return (
    <>
      <ul ref={list} className={priceList} data-expanded={expanded || !collapsible ? '' : undefined}>
        {prices.map((price, index) => (
          <PriceRow key={price.id} lang={lang} price={price} label={labelOf(price, index)} currency={currency} hidden={collapsible && !expanded && index >= COLLAPSE_AFTER} />
        ))}
      </ul>
      {collapsible ? (
        <button type="button" className={linkButton} aria-expanded={expanded} onClick={toggle}>
          {expanded ? text.showLess() : text.showAll()}
        </button>
      ) : null}
    </>
  );
}
