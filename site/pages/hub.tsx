/**
 * /cms-hub (SPEC §1 admin dashboard): loads the editor bundle, which mounts the hub itself. Only a
 * visitor with the `logged_in` hint cookie downloads it; everyone else gets the way to the login.
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import { hasSessionHint } from '../../common/api/client';
import { onSeam } from '../../common/editor-seam';
import { t } from '../../common/i18n';
import { fonts, sizes } from '../../common/theme';
import { commonData } from '../stores/site-data';
import { routeTitle } from '../../common/document-title';
import { useDocumentTitle } from '../router/document-state';
import type { PageProps } from './page-props';

type HubState = 'login' | 'loading' | 'failed' | 'drawn';

/**
 * Whether the editor has drawn the hub (common/editor-seam.ts). Kept here, not in a component: the
 * router renders this page afresh on every move inside the hub (the hub's history entries), and a
 * new instance must not show 'wird geladen …' above the hub again.
 */
let hubDrawn = false;
onSeam('venue:hub-drawn', () => {
  hubDrawn = true;
});

/** Imports a bundle by its URL at run time (the editor is a separate build, never bundled in). */
const importBundle = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** The login address, coming back to the hub afterwards. */
function withNext(loginUrl: string): string {
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${new URLSearchParams({ next: '/cms-hub' })}`;
}

export default function Hub({ lang, data, path }: PageProps<'hub'>) {
  useDocumentTitle(path, routeTitle('cms-hub', lang));
  const entry = data?.editorEntry ?? null;
  const [state, setState] = useState<HubState>(() => (hubDrawn ? 'drawn' : hasSessionHint() ? 'loading' : 'login'));
  useEffect(() => onSeam('venue:hub-drawn', () => setState('drawn')), []);

  useEffect(() => {
    if (state !== 'loading') return;
    // The editor mounts the hub itself on /cms-hub addresses (editor/hub/mount.tsx); the
    // build's editor boot file is found like everywhere else (site/editor-loader.ts).
    const load = entry ? importBundle(entry) : import('../editor-loader').then((m) => m.startEditor());
    load.catch((error: unknown) => {
      console.error(error);
      setState('failed');
    });
  }, [state, entry]);

  const strings = t(lang).site;
  const loginUrl = commonData.value?.settings.design.loginUrl;
  return (
    <main className={root} id="content" aria-busy={state === 'loading'} hidden={state === 'drawn'}>
      <h1 className={title}>{strings.hubTitle()}</h1>
      {state === 'loading' && <p role="status">{strings.hubLoading()}</p>}
      {state === 'failed' && <p role="alert">{strings.hubFailed()}</p>}
      {state === 'login' && (
        <>
          <p>{strings.hubLogin()}</p>
          {loginUrl && <a href={withNext(loginUrl)}>{strings.hubLoginLink()}</a>}
        </>
      )}
    </main>
  );
}

const root = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 8vw, 6rem) ${sizes.gutter};
  font-family: ${fonts.body};
`;

const title = css`
  font-family: ${fonts.heading};
`;
