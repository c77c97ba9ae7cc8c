/** Where an event belongs in the programme (SPEC §3 "Programs" section): its production, series and genre. */
import type { FilterOption, NamedLink } from '../../../common/api/programme';
import type { Lang } from '../../../common/routes';
import { tProgramme } from './strings';
import { facts, sectionTitle } from './styles';

export interface ProgrammeLinksProps {
  production: NamedLink | null;
  series: NamedLink | null;
  genre: FilterOption | null;
  lang: Lang;
}

const linkOrName = (item: { name: string; url?: string | null }) => (item.url ? <a href={item.url}>{item.name}</a> : item.name);

export function ProgrammeLinks({ production, series, genre, lang }: ProgrammeLinksProps) {
  if (!production && !series && !genre) return null;
  const text = tProgramme(lang);
  const rows: [string, { name: string; url?: string | null }][] = [];
  if (production) rows.push([text.production(), production]);
  if (series) rows.push([text.series(), series]);
  if (genre) rows.push([text.genre(), genre]);
  return (
    <section aria-labelledby="programme" className={facts}>
      <h2 id="programme" className={sectionTitle}>
        {text.inProgramme()}
      </h2>
      <dl>
        {rows.map(([label, item]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{linkOrName(item)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
