/**
 * An event's access features as icons with their names: compact on cards, with
 * the hub's explanations on event pages. The icons are decoration: the name beside each says it.
 */
import { css } from 'goober';
import type { AccessFeature, AccessFeatureItem } from '../../api/access';
import type { Lang } from '../../routes';
import { colors } from '../../theme';
import { showsBadges } from './shown';
import { tAccess } from './strings';
import { eventIcsPath } from '../../api/ics';
import { textLink } from '../shared/styles';

/** Short signs as venues print them (AD, DGS, the loop's T); language-neutral, so both languages share them. */
const SIGNS: Record<AccessFeature, string> = {
  'audio-description': 'AD',
  'sign-language': 'DGS',
  surtitles: 'UT',
  relaxed: 'RP',
  'touch-tour': '✋',
  'induction-loop': 'T',
  wheelchair: '♿',
  companion: 'B',
  'step-free': '⇥',
};

const Sign = ({ code }: { code: AccessFeature }) => (
  <span aria-hidden="true" className={sign}>
    {SIGNS[code]}
  </span>
);

export function AccessBadges({ access, lang }: { access: readonly AccessFeatureItem[]; lang: Lang }) {
  if (!showsBadges(access)) return null;
  return (
    <ul className={badges} aria-label={tAccess(lang).heading()}>
      {access.map((item) => (
        <li key={item.code} data-access={item.code}>
          <Sign code={item.code} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function AccessDetails({ access, note, lang }: { access: readonly AccessFeatureItem[]; note?: string; lang: Lang }) {
  if (!access.length && !note) return null;
  return (
    <section className={details} aria-labelledby="event-access-heading">
      <h2 id="event-access-heading">{tAccess(lang).heading()}</h2>
      <dl>
        {access.map((item) => (
          <div key={item.code} data-access={item.code}>
            <dt>
              <Sign code={item.code} />
              {item.name}
            </dt>
            {item.explanation ? <dd>{item.explanation}</dd> : null}
          </div>
        ))}
      </dl>
      {note ? <p>{note}</p> : null}
    </section>
  );
}

/** The event page's part: 'In den Kalender' and the features with their explanations. */
export function EventPageAccess({ event, lang }: { event: { id: number; title: string; access: readonly AccessFeatureItem[]; access_note: string }; lang: Lang }) {
  const text = tAccess(lang);
  return (
    <>
      <p>
        <a href={eventIcsPath(lang, event.id)} download className={textLink} aria-label={text.addToCalendarFor({ title: event.title })} data-add-to-calendar="">
          {text.addToCalendar()}
        </a>
      </p>
      <AccessDetails access={event.access} note={event.access_note} lang={lang} />
    </>
  );
}

const sign = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  margin-right: 0.35em;
  padding: 0 0.2em;
  border: 2px solid currentColor;
  border-radius: 0.3em;
  font-size: 0.8em;
  font-weight: 700;
  line-height: 1;
`;

const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 0.9rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${colors.text};
  & li {
    display: inline-flex;
    align-items: center;
  }
`;

const details = css`
  margin: 1.5rem 0;
  & h2 {
    font-size: 1.25rem;
    margin: 0 0 0.5rem;
  }
  & dl {
    display: grid;
    gap: 0.75rem;
    margin: 0;
  }
  & dt {
    display: flex;
    align-items: center;
    font-weight: 700;
  }
  & dd {
    margin: 0.2rem 0 0 2.2rem;
  }
`;
