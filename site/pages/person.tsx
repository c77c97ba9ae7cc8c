/** A member of the ensemble (SPEC §2 /{lang}/ensemble/{slug}/{id}): portrait, role, biography, productions and dates. */
import { getPerson } from '../../common/api/programme-client';
import { Picture } from '../../common/modules/shared/picture';
import { Description } from '../widgets/programme/description';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { buildPath } from '../../common/routes';
import { DetailHeader } from '../widgets/programme/detail-header';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { EventDates } from '../widgets/programme/event-dates';
import { ProductionCards } from '../widgets/programme/production-cards';
import { tProgramme } from '../widgets/programme/strings';
import { page, sectionTitle } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function PersonPage({ lang, params, path, data }: PageProps<'person'>) {
  const person = useRouteData(data, () => getPerson(lang, params.id ?? ''));
  useDocumentTitle(path, person?.name, person?.urls);
  if (!person) return <DetailSkeleton lang={lang} />;
  const text = tProgramme(lang);
  return (
    <article className={page}>
      <Breadcrumb items={[{ title: text.ensemble(), url: buildPath('ensemble', lang) }, { title: person.name, url: person.urls[lang] }]} lang={lang} />
      <DetailHeader kicker={person.categories.map((c) => c.name).join(' · ')} title={person.name} subline={person.role} aside={person.image ? <Picture image={person.image} priority sizes="(min-width: 64em) 40vw, 100vw" /> : null} />
      <Description html={person.bio} container={null} lang={lang} />
      {person.productions.length ? (
        <section aria-labelledby="productions">
          <h2 id="productions" className={sectionTitle}>
            {text.productions()}
          </h2>
          <ProductionCards productions={person.productions} lang={lang} />
        </section>
      ) : null}
      <EventDates events={person.events} lang={lang} title={text.upcoming()} />
    </article>
  );
}
