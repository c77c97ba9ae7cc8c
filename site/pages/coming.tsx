/** Placeholder for routes whose feature comes later (issue 2, point 6). */
import { css } from 'goober';
import { t } from '../../common/i18n';
import { homePath } from '../../common/routes';
import { fonts, sizes } from '../../common/theme';
import type { PageProps } from './page-props';

export default function Coming({ lang }: PageProps) {
  const strings = t(lang);
  return (
    <section className={root}>
      <h1 className={title}>{strings.site.comingTitle()}</h1>
      <p>{strings.common.coming()}</p>
      <a href={homePath(lang)}>{strings.common.home()}</a>
    </section>
  );
}

const root = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 8vw, 6rem) ${sizes.gutter};
`;

const title = css`
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3rem);
`;
