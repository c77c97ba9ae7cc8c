/** Ensemble members as cards: portrait, name and role, each linking the person's page. */
import type { PersonListItem } from '../../../common/api/programme';
import { Picture } from '../../../common/modules/shared/picture';
import { cardGrid } from './styles';

/** Four portraits a row on wide screens. */
const PORTRAIT_SIZES = '(min-width: 64em) 25vw, 50vw';

export function PersonCards({ persons }: { persons: PersonListItem[] }) {
  return (
    <ul className={cardGrid}>
      {persons.map((person) => (
        <li key={person.id}>
          <a href={person.url} style={{ display: 'grid', gap: '0.4rem', textDecoration: 'none' }}>
            {person.image ? <Picture image={person.image} sizes={PORTRAIT_SIZES} /> : null}
            <strong>{person.name}</strong>
            {person.role ? <span>{person.role}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
