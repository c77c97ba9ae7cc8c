/**
 * The widget of an event's seat groups and prices (common/collections/define.ts PriceListField):
 * groups named in German and English, each with prices by category (named
 * options, never codes) and amount. Amounts show with a decimal comma in the German hub and may be
 * typed either way; the server stores "12.50". Add and remove by mouse or keyboard; focus lands on
 * what was added, or on a neighbour of what was removed. A refusal marks the control it is about.
 * Its own lazy chunk: only the event form needs it.
 */
import type { EditorSeatGroup } from '../../common/api/event-prices';
import { priceListError } from '../../common/collections/price-list';
import type { WidgetProps } from '../forms/types';
import { PriceListGroup } from './price-list-group';
import { tPrices } from './price-list-strings';
import { box, buttons, hint } from './price-list-styles';
import { usePriceListEdits } from './use-price-list-edits';

const asList = (value: unknown): EditorSeatGroup[] => (Array.isArray(value) ? (value as EditorSeatGroup[]) : []);

export default function PriceListWidget(p: WidgetProps) {
  const s = tPrices(p.lang);
  const groups = asList(p.value);
  const edits = usePriceListEdits(groups, p.onChange);

  // Which control the server's (or the same local) check refused: the first problem of the list.
  const problem = p.invalid ? priceListError(p.name, groups) : null;
  const at = (code: string, group: number, price?: number) =>
    problem?.code === code && problem.params?.group === group + 1 && (price === undefined || problem.params?.price === price + 1);

  return (
    <div ref={edits.root} id={p.id} role="group" aria-label={p.field.label[p.lang]} aria-describedby={p.describedBy} className={box}>
      <p className={hint}>{s.hint()}</p>
      {groups.map((group, g) => (
        <PriceListGroup key={g} lang={p.lang} group={group} index={g} describedBy={p.describedBy} refused={(code, price) => at(code, g, price)} edits={edits} />
      ))}
      <div className={buttons}>
        <button type="button" data-add-group onClick={edits.addGroup}>
          {s.addGroup()}
        </button>
      </div>
    </div>
  );
}
