import { css } from 'goober';
import type { Lang } from '../../common/routes';
import { tHub } from './strings';

interface Props {
  lang: Lang;
  chosen: number[];
  /** The chosen items' titles as far as they are known; an id stands in for one still loading. */
  titles: Map<number, string>;
  onRemove(id: number): void;
}

/** The relation picker's chosen items, each with a button that removes it. */
export function RelationChips({ lang, chosen, titles, onRemove }: Props) {
  const s = tHub(lang);
  return (
    <ul className={chips} aria-label={s.chosen()}>
      {chosen.map((id) => (
        <li key={id} data-chosen={id}>
          <span>{titles.get(id) ?? `#${id}`}</span>
          <button type="button" onClick={() => onRemove(id)} aria-label={s.removeChoice({ title: titles.get(id) ?? `#${id}` })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    border: 1px solid #8a8a8a;
    border-radius: 1rem;
    padding: 0.1rem 0.2rem 0.1rem 0.7rem;
  }
  button {
    border: 0;
    background: none;
    font-size: 1.1rem;
    cursor: pointer;
    min-width: 1.8rem;
    min-height: 1.8rem;
  }
`;
