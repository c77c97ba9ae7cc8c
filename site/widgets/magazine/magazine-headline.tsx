/** The magazine headline above every magazine route (SPEC §2 "Default layout"): the media library's name and motto. */
import { css } from 'goober';
import { buildPath, type Lang } from '../../../common/routes';
import { colors, fonts, sizes } from '../../../common/theme';
import { tMagazine } from './strings';

export function MagazineHeadline({ lang }: { lang: Lang }) {
  const text = tMagazine(lang);
  return (
    <div className={band}>
      <a href={buildPath('magazine', lang)} className={brand}>
        {text.title()}
      </a>
      <span>{text.headline()}</span>
    </div>
  );
}

const band = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1.5rem;
  padding: 1rem ${sizes.gutter};
  background: ${colors.surface};
  color: ${colors.text};
`;

const brand = css`
  font-family: ${fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
  color: ${colors.primary};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
