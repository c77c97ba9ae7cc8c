/** An article's related content: its upcoming dates and its productions. */
import { css } from 'goober';
import type { ArticleDetail } from '../../../common/api/magazine';
import type { Lang } from '../../../common/routes';
import { colors } from '../../../common/theme';
import { DateTime } from '../programme/date-time';
import { ProductionCards } from '../programme/production-cards';
import { sectionTitle } from '../programme/styles';
import { tMagazine } from './strings';

export function RelatedContent({ article, lang }: { article: ArticleDetail; lang: Lang }) {
  const text = tMagazine(lang);
  return (
    <>
      {article.events.length ? (
        <section aria-labelledby="article-events">
          <h2 id="article-events" className={sectionTitle}>
            {text.relatedEvents()}
          </h2>
          <ul className={dates}>
            {article.events.map((event) => (
              <li key={event.id}>
                <DateTime start={event.starts_at} end={null} lang={lang} />
                <a href={event.url}>{event.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.productions.length ? (
        <section aria-labelledby="article-productions">
          <h2 id="article-productions" className={sectionTitle}>
            {text.relatedProductions()}
          </h2>
          <ProductionCards productions={article.productions} lang={lang} />
        </section>
      ) : null}
    </>
  );
}

const dates = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.border};
  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    padding: 1rem 0;
    border-bottom: 1px solid ${colors.border};
  }
  & a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;
