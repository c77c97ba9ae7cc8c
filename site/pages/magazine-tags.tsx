/** All #Topics (SPEC §2 .../tags, route magazine-tags): every tag with the number of its articles. */
import { css } from 'goober';
import { inlineList } from '../../common/styles/inline-list';
import { getMagazineData } from '../../common/api/magazine-calls';
import { buildPath } from '../../common/routes';
import { colors } from '../../common/theme';
import { Breadcrumb } from '../layout/header/breadcrumb';
import { CategoryNav } from '../widgets/magazine/category-nav';
import { magazineCrumbs } from '../widgets/magazine/crumbs';
import { MagazineHeadline } from '../widgets/magazine/magazine-headline';
import { MagazineSkeleton } from '../widgets/magazine/magazine-skeleton';
import { tMagazine } from '../widgets/magazine/strings';
import { page as pageClass, title } from '../widgets/programme/styles';
import { useRouteData } from '../widgets/programme/use-route-data';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

export default function MagazineTagsPage({ lang, params, data: inlined, path }: PageProps<'magazine-tags'>) {
  const data = useRouteData(inlined, () => getMagazineData(lang, 'magazine-tags', params));
  useDocumentTitle(path, tMagazine(lang).topicsTitle());
  const text = tMagazine(lang);
  return (
    <>
      <MagazineHeadline lang={lang} />
      <div className={pageClass}>
        {!data ? (
          <MagazineSkeleton lang={lang} titleOnly />
        ) : (
          <>
            <Breadcrumb items={magazineCrumbs(lang, { title: text.topicsTitle(), url: buildPath('magazine-tags', lang) })} lang={lang} />
            <h1 className={title}>{text.topicsTitle()}</h1>
            <CategoryNav lang={lang} categories={data.categories} />
            <ul className={cloud}>
              {data.tags
                .filter((tag) => tag.count > 0)
                .map((tag) => (
                  <li key={tag.id}>
                    <a href={tag.url} className={tagLink}>
                      {text.topic({ name: tag.name })} <span className={count}>{text.topicCount({ count: tag.count })}</span>
                    </a>
                  </li>
                ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

const cloud = css`
  ${inlineList('0.75rem')}
`;

const tagLink = css`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.5rem 1rem;
  background: ${colors.surface};
  color: ${colors.text};
  font-size: 1.125rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${colors.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

const count = css`
  color: ${colors.textMuted};
  font-size: 0.875rem;
  font-weight: 400;
`;
