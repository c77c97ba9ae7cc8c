/**
 * The error page (SPEC §2 "Error page", §8): the venue's custom HTML for the status when it has
 * one; else the logo, the status code, its message and a link home. An error while showing it
 * falls back to a plain message with the link home.
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import type { ApiError, SiteSettings } from '../../common/api/types';
import { t } from '../../common/i18n';
import { homePath, type Lang } from '../../common/routes';
import { colors, fonts, sizes } from '../../common/theme';
import { report } from '../monitoring/report';
import { CUSTOM_HTML_FAILURE, customHtmlUrl, loadCustomHtml, type CustomHtml } from './custom-html';
import { ErrorBoundary } from './error-boundary';
import { tErrorPage } from './strings';

interface ErrorPageProps {
  error: ApiError;
  lang: Lang;
  settings: SiteSettings | null | undefined;
}

function messageFor(status: number, lang: Lang): string {
  const strings = tErrorPage(lang);
  if (status === 404) return strings.notFound();
  if (status === 503) return strings.offline();
  if (status === 400) return strings.invalidAddress();
  return strings.unknown();
}

function ErrorContent({ error, lang, settings }: ErrorPageProps) {
  const url = customHtmlUrl(error.statusCode, settings);
  const [custom, setCustom] = useState<CustomHtml | null>(null);
  useEffect(() => {
    let live = true;
    setCustom(null);
    if (!url) return;
    loadCustomHtml(url).then(
      (html) => live && setCustom(html),
      (cause: unknown) => report(new Error(CUSTOM_HTML_FAILURE, { cause }), { feature: 'custom-html', url }),
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (custom) {
    return (
      <div data-error-status={error.statusCode}>
        {custom.style && <style>{custom.style}</style>}
        <div dangerouslySetInnerHTML={{ __html: custom.body }} />
      </div>
    );
  }
  const strings = t(lang);
  return (
    <section className={root} data-error-status={error.statusCode} aria-labelledby="error-title">
      <a href={homePath(lang)} className={logo}>
        {strings.shell.siteName()}
      </a>
      <p className={status}>{error.statusCode}</p>
      <h1 id="error-title" className={title}>
        {messageFor(error.statusCode, lang)}
      </h1>
      {error.statusCode === 503 && <p>{tErrorPage(lang).offlineHint()}</p>}
      {error.statusCode === 400 && <p>{tErrorPage(lang).invalidAddressHint()}</p>}
      <a href={homePath(lang)} className={home}>
        {strings.common.home()}
      </a>
    </section>
  );
}

/** Shown when the error page itself fails (SPEC §8). */
export function ErrorPageFailure({ lang }: { lang: Lang }) {
  const strings = t(lang);
  return (
    <section className={root} data-error-status="error-page">
      <h1 className={title}>{tErrorPage(lang).errorPageFailed()}</h1>
      <a href={homePath(lang)} className={home}>
        {strings.common.home()}
      </a>
    </section>
  );
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorPageFailure lang={props.lang} />}>
      <ErrorContent {...props} />
    </ErrorBoundary>
  );
}

const root = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  max-width: 40rem;
  margin: 0 auto;
  padding: clamp(3rem, 10vw, 8rem) ${sizes.gutter};
  text-align: center;
`;

const logo = css`
  font-family: ${fonts.heading};
  font-size: 1.25rem;
  color: ${colors.primary};
  text-decoration: none;
`;

const status = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(4rem, 14vw, 8rem);
  line-height: 1;
  color: ${colors.primary};
`;

const title = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
`;

const home = css`
  display: inline-block;
  margin-top: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${colors.primaryDark};
  }
`;
