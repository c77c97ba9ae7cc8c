/** Article teasers (magazine lists, blog teaser list and highlight teaser modules): image, categories, title, lead, author and date. */
import { css } from 'goober';
import { cardGrid } from '../../styles/card-grid';
import { cardMedia } from '../shared/picture';
import type { ArticleListItem } from '../../api/magazine';
import { formatDate } from '../../format';
import { Picture } from '../shared/picture';
import type { Lang } from '../../routes';
import { colors, fonts } from '../../theme';
import { tMagazine } from './strings';

/** Three cards a row on wide screens. */
const CARD_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';

export function ArticleCard({ article, lang, level = 2 }: { article: ArticleListItem; lang: Lang; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  const text = tMagazine(lang);
  return (
    <article className={card}>
      {article.image ? <Picture image={article.image} sizes={CARD_SIZES} /> : null}
      {article.categories.length ? <p className={kicker}>{article.categories.map((c) => c.name).join(' · ')}</p> : null}
      <Heading className={title}>
        <a href={article.url}>{article.title}</a>
      </Heading>
      {article.lead ? <p className={leadText}>{article.lead}</p> : null}
      <p className={meta}>
        {article.author ? `${text.by({ author: article.author })} · ` : ''}
        <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
      </p>
    </article>
  );
}

export function ArticleCards({ articles, lang, level }: { articles: ArticleListItem[]; lang: Lang; level?: 2 | 3 }) {
  return (
    <ul className={grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} lang={lang} level={level} />
        </li>
      ))}
    </ul>
  );
}

export const grid = css`
  ${cardGrid}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  ${cardMedia('4 / 3')}
`;

const kicker = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: 1.375rem;
  line-height: 1.25;
  & a {
    color: ${colors.text};
    text-decoration: none;
  }
  & a:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

const leadText = css`
  margin: 0;
  line-height: 1.5;
`;

const meta = css`
  margin: 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;
