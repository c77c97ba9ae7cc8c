/** Production teasers: image, type and season, title, subline and the next date (Berlin time). */
import type { ProductionListItem } from '../../../common/api/programme';
import { formatDate } from '../../../common/format';
import { Picture } from '../../../common/modules/shared/picture';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';
import { cardGrid, kicker } from './styles';

/** Three cards a row on wide screens. */
const CARD_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';

export function ProductionCards({ productions, lang }: { productions: ProductionListItem[]; lang: Lang }) {
  const text = tProgramme(lang);
  return (
    <ul className={cardGrid}>
      {productions.map((p) => (
        <li key={p.id}>
          <a href={p.url} style={{ display: 'grid', gap: '0.5rem', textDecoration: 'none' }}>
            {p.image ? <Picture image={p.image} sizes={CARD_SIZES} /> : null}
            <span className={kicker}>{[p.exhibition_type?.name, p.season?.name].filter(Boolean).join(' · ')}</span>
            <strong style={{ fontSize: '1.25rem' }}>{p.title}</strong>
            {p.subline ? <span>{p.subline}</span> : null}
            {p.next_date ? <span>{text.nextDate({ date: formatDate(p.next_date, lang) })}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
