/**
 * The accessibility statement (BITV 2.0 §7, BFSG): the page's own CMS text with the
 * hub's facts after its first section — compliance status, the known barriers, the last check — so the
 * prose around them (scope, feedback form, enforcement body) stays the editors' to write.
 */
import { css } from 'goober';
import de from '../../common/i18n/de/accessibility';
import en from '../../common/i18n/en/accessibility';
import { namespace } from '../../common/i18n/namespace';
import { formatDate } from '../../common/format';
import { SectionRenderer } from '../../common/modules/section-renderer';
import { prose } from '../../common/modules/shared/styles';
import { sizes } from '../../common/theme';
import type { AccessibilityFacts } from '../../common/api/accessibility';
import type { Lang } from '../../common/routes';
import { CmsPageSkeleton } from '../layout/skeleton/lazy';
import { headline } from './cms-page';
import type { PageProps } from './page-props';

const tStatement = namespace({ de, en });

function Facts({ facts, lang }: { facts: AccessibilityFacts; lang: Lang }) {
  const text = tStatement(lang);
  return (
    <div className={box}>
      <div className={prose}>
        <h2>{text.statusHeading()}</h2>
        <p>{text[`status_${facts.conformance}`]()}</p>
        <h2>{text.exceptionsHeading()}</h2>
        {facts.exceptions.length ? (
          <ul>
            {facts.exceptions.map((e, i) => (
              <li key={i}>
                <strong>{e.title}</strong>
                {e.text ? <> {e.text}</> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{text.noExceptions()}</p>
        )}
        <h2>{text.checkHeading()}</h2>
        <p>{facts.checked_on ? text.checkedOn({ date: formatDate(facts.checked_on, lang) }) : text.notCheckedYet()}</p>
        {facts.check_method ? <p>{facts.check_method}</p> : null}
      </div>
    </div>
  );
}

export default function AccessibilityStatementPage({ lang, page }: Pick<PageProps<'accessibility-statement'>, 'lang' | 'page'>) {
  if (!page) return <CmsPageSkeleton lang={lang} />;
  const [first, ...rest] = page.modules;
  return (
    <article>
      <h1 className={headline}>{page.headline || page.title}</h1>
      {first ? <SectionRenderer section={first} lang={lang} first /> : null}
      {page.accessibility ? <Facts facts={page.accessibility} lang={lang} /> : null}
      {rest.map((section) => (
        <SectionRenderer key={section.slug} section={section} lang={lang} first={false} />
      ))}
    </article>
  );
}

/** Laid out like the text sections around it (a section band holding prose), so the facts read as part of the text. */
const box = css`
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 0 ${sizes.gutter};
`;
