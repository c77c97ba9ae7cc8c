import type { ReactNode } from 'react';
import type { SeatGroup } from '../../../common/api/programme';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { SeatGroupCard } from './seat-group-card';
import { tBooking } from './strings';
import { footer, group as groupBox, muted } from './styles';

interface MainStepProps {
  lang: Lang;
  groups: SeatGroup[];
  /** The sold-out groups, shown disabled below the others. */
  soldOutCards: ReactNode;
  currency: string;
  /** Tickets chosen, the event's limit, and the groups still missing a time slot. */
  count: number;
  limit: number;
  missing: SeatGroup[];
  onAdd(): void;
}

/** The popup's first view: a card per seat group, and what is chosen with the button that adds it to the cart. */
export function MainStep({ lang, groups, soldOutCards, currency, count, limit, missing, onAdd }: MainStepProps) {
  const text = tBooking(lang);
  return (
    <>
      {groups.map((group) => (
        <SeatGroupCard key={group.id} lang={lang} group={group} currency={currency} />
      ))}
      {soldOutCards}
      <div className={footer}>
        <p className={muted}>
          {count ? text.selected({ count }) : text.nothingSelected()}
          {Number.isFinite(limit) ? (
            <>
              <br />
              <span data-ticket-limit={limit}>{text.limit({ max: limit })}</span>
            </>
          ) : null}
          {missing.map((group) => (
            <span key={group.id}>
              <br />
              {text.timeslotNeeded({ group: group.seat_group })}
            </span>
          ))}
        </p>
        <button type="button" className={button} disabled={count === 0 || missing.length > 0} onClick={onAdd}>
          {text.addToCart()}
        </button>
      </div>
    </>
  );
}

/** Sold-out groups stay in view, disabled with the reason, instead of vanishing. */
export function SoldOutCards({ lang, groups }: { lang: Lang; groups: SeatGroup[] }) {
  const text = tBooking(lang);
  return groups.map((group) => (
    <section key={group.id} className={groupBox} aria-labelledby={`booking-group-${group.id}`} aria-disabled="true" data-seat-group={group.seat_group} data-sold-out="">
      <h3 id={`booking-group-${group.id}`}>{group.seat_group}</h3>
      <p>
        <strong>{text.groupSoldOut()}</strong>
      </p>
    </section>
  ));
}
