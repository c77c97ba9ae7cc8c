/**
 * A magazine article (SPEC §2 /de/mediathek-de/{slug}/{id}): magazine headline,
 * breadcrumb, categories, title, lead, author and date, image, the body as page modules, its
 * #Topics, then the related dates and productions. Inlined on first load, else fetched.
 */
import { css } from 'goober';
import { getArticle } from '../../common/api/magazine-calls';
import { formatDate } from '../../common/format';
import { ModuleRenderer } from '../../common/modules/module-renderer';
import { Picture } from '../../common/modules/shared/picture';
import { colors } from '../../common/theme';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { magazineCrumbs } from '../widgets/magazine/crumbs';
import { MagazineHeadline } from '../widgets/magazine/magazine-headline';
import { RelatedContent } from '../widgets/magazine/related-content';
import { tMagazine } from '../widgets/magazine/strings';
import { DetailSkeleton } from '../widgets/programme/detail-skeleton';
import { kicker, lead, page as pageClass, title } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function ArticlePage({ lang, params, data, path }: PageProps<'article'>) {
  const article = useRouteData(data, () => getArticle(lang, params.id ?? ''));
  useDocumentTitle(path, article?.title, article?.urls);
  const text = tMagazine(lang);
  const category = article?.categories[0];
  return (
    <>
      <MagazineHeadline lang={lang} />
      {!article ? (
        <DetailSkeleton lang={lang} />
      ) : (
        <article className={pageClass}>
          <Breadcrumb items={magazineCrumbs(lang, ...(category ? [{ title: category.name, url: category.url }] : []), { title: article.title, url: article.url })} lang={lang} />
          <header className={intro}>
            {article.categories.length ? <p className={kicker}>{article.categories.map((c) => c.name).join(' · ')}</p> : null}
            <h1 className={title}>{article.title}</h1>
            {article.lead ? <p className={lead}>{article.lead}</p> : null}
            <p className={meta}>
              {article.author ? `${text.by({ author: article.author })} · ` : ''}
              {text.publishedOn({ date: formatDate(article.published_at, lang) })}
            </p>
          </header>
          {article.image ? <Picture image={article.image} priority sizes="100vw" /> : null}
          <div className={body}>
            {article.body.map((module) => (
              <ModuleRenderer key={module.id} module={module} lang={lang} />
            ))}
          </div>
          {article.tags.length ? (
            <nav aria-label={text.topics()}>
              <ul className={tags}>
                {article.tags.map((tag) => (
                  <li key={tag.id}>
                    <a href={tag.url}>{text.topic({ name: tag.name })}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <RelatedContent article={article} lang={lang} />
        </article>
      )}
    </>
  );
}

const intro = css`
  max-width: 60rem;
`;

const meta = css`
  margin: 1rem 0 0;
  color: ${colors.textMuted};
`;

const body = css`
  display: grid;
  gap: 1.5rem;
  max-width: 48rem;
`;

const tags = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;
