/**
 * The two-click placeholder in front of every third-party embed (SPEC §6, §9 "external media"):
 * nothing connects to the provider — no iframe, no script, no thumbnail from their servers — until
 * the visitor loads this one embed or allows external media for the whole site.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import type { ImageObj } from '../../api/media';
import { allowCategory, hasConsent } from '../../consent/consent';
import { restoreConsentOnce } from '../../consent/cookie';
import { tEmbed } from './embed-strings';
import type { Lang } from '../../routes';
import { colors } from '../../theme';
import { PROVIDERS, type Embed } from '../embed';
import { Picture } from './picture';
import { button, buttonSecondary } from './styles';

// The visitor's stored decision before the first embed renders (the entry no longer restores it).
restoreConsentOnce();

const frame = css`
  position: relative;
  width: 100%;
  background: ${colors.surface};
  & > iframe,
  & > picture,
  & > picture > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`;

const panel = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-end;
  gap: 0.75rem;
  box-sizing: border-box;
  height: 100%;
  min-height: 12rem;
  padding: 1.5rem;
  background: linear-gradient(transparent, ${colors.surface} 40%);
  color: ${colors.text};
  & p {
    margin: 0;
    max-width: 60ch;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface ExternalEmbedProps {
  embed: Embed;
  lang: Lang;
  /** The iframe's accessible name; defaults to "Content from {provider}". */
  title?: string | null;
  /** Our own image behind the placeholder; never a thumbnail from the provider. */
  poster?: ImageObj | null;
  /** The "load once" button's text, e.g. "Load video". */
  loadLabel?: string;
  /** Box shape: a CSS aspect ratio ("16 / 9") or a fixed height in px for players like Spotify's. */
  aspect?: string;
  height?: number;
}

export function ExternalEmbed({ embed, lang, title, poster, loadLabel, aspect = '16 / 9', height }: ExternalEmbedProps) {
  useSignals();
  const [once, setOnce] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const text = tEmbed(lang);
  const provider = PROVIDERS[embed.provider];
  const loaded = once || hasConsent('externalMedia');

  // The button the visitor pressed disappears with the placeholder: keep their place on the player.
  useEffect(() => {
    if (once) box.current?.focus();
  }, [once]);

  const style = height ? { height: `${height}px` } : { aspectRatio: aspect };
  if (loaded) {
    return (
      <div ref={box} className={frame} style={style} tabIndex={-1}>
        <iframe
          src={embed.src}
          title={title || text.frameTitle({ provider })}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={frame} style={height ? style : { ...style, minHeight: '16rem' }}>
      {poster ? <Picture image={poster} decorative /> : null}
      <div className={panel}>
        {title ? <strong>{title}</strong> : null}
        <p>{text.notice({ provider })}</p>
        <div className={actions}>
          <button type="button" className={button} onClick={() => setOnce(true)}>
            {loadLabel ?? text.loadOnce()}
          </button>
          <button type="button" className={`${button} ${buttonSecondary}`} onClick={() => allowCategory('externalMedia')}>
            {text.alwaysAllow()}
          </button>
        </div>
      </div>
    </div>
  );
}
