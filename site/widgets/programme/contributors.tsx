/** The people on stage and behind it, with their roles; ensemble members link to their page. */
import type { PersonRole } from '../../../common/api/programme';
import { Picture } from '../../../common/modules/shared/picture';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';
import { cardGrid, sectionTitle } from './styles';

/** Portraits are small: a quarter of a wide screen at most. */
const PORTRAIT_SIZES = '(min-width: 48em) 25vw, 50vw';

export function Contributors({ persons, lang }: { persons: PersonRole[]; lang: Lang }) {
  if (persons.length === 0) return null;
  return (
    <section aria-labelledby="contributors">
      <h2 id="contributors" className={sectionTitle}>
        {tProgramme(lang).contributors()}
      </h2>
      <ul className={cardGrid}>
        {persons.map((person) => {
          const name = person.url ? <a href={person.url}>{person.name}</a> : person.name;
          return (
            <li key={`${person.id}-${person.role}`}>
              {person.image ? <Picture image={person.image} sizes={PORTRAIT_SIZES} /> : null}
              <p style={{ margin: '0.5rem 0 0' }}>
                <strong>{name}</strong>
                {person.role ? <span style={{ display: 'block' }}>{person.role}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
