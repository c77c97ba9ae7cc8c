/**
 * Page settings' search and sharing part: character counters for the titles and
 * descriptions (search engines cut a title after about 60 characters and a description after about
 * 160; the server's limit is far above), the share image from the media library, and previews of
 * the search result and the social card in one language, drawn from what the form holds now.
 */
import { css } from 'goober';
import { useState } from 'react';
import type { MediaItem, PageSettings } from '../../common/api/editor';
import type { ImageObj } from '../../common/api/media';
import type { Lang } from '../../common/routes';
import { MediaPicker } from '../media/media-picker';
import { tPageTree } from '../page-tree/strings';
import { button, EDITOR_COLORS } from '../styles';

/** What search results and cards show before cutting (Google's snippet, Open Graph cards). */
export const SHOWN_LENGTH = { meta_title: 60, meta_description: 160, og_title: 60, og_description: 160 } as const;
export type CountedField = keyof typeof SHOWN_LENGTH;

export function Counter({ lang, field, value, id }: { lang: Lang; field: CountedField; value: string; id: string }) {
  const s = tPageTree(lang);
  const max = SHOWN_LENGTH[field];
  const n = [...value].length;
  return (
    <span id={id} className={n > max ? over : counter} data-counter={field}>
      {(n > max ? s.counterOver : s.counter)({ n, max })}
    </span>
  );
}

const cut = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('').trimEnd()}…` : text);

/** `lang` is the language previewed; `uiLang` the editor's, in which the captions speak. */
export function SeoPreviews({ lang, uiLang, settings }: { lang: Lang; uiLang: Lang; settings: PageSettings }) {
  const s = tPageTree(uiLang);
  const title = settings.meta_title[lang] || settings.title[lang] || settings.title.de || '';
  const description = settings.meta_description[lang] || '';
  const url = `${location.host}${settings.urls[lang]}`;
  const image = settings.og_image_preview;
  return (
    <div className={previews} data-seo-previews={lang}>
      <figure className={search} data-search-preview="">
        <figcaption>{s.searchPreview()}</figcaption>
        <p className={crumb}>{url.replace(/\//g, ' › ')}</p>
        <p className={searchTitle}>{cut(title, SHOWN_LENGTH.meta_title)}</p>
        <p className={snippet}>{cut(description, SHOWN_LENGTH.meta_description)}</p>
      </figure>
      <figure className={card} data-social-preview="">
        <figcaption>{s.socialPreview()}</figcaption>
        <div className={cardBox}>
          {image ? <img src={image.url} alt="" className={cardImage} /> : <div className={cardImage} />}
          <p className={crumb}>{location.host}</p>
          <p className={cardTitle}>{cut(settings.og_title[lang] || title, SHOWN_LENGTH.og_title)}</p>
          <p className={snippet}>{cut(settings.og_description[lang] || description, SHOWN_LENGTH.og_description)}</p>
        </div>
      </figure>
    </div>
  );
}

/** The share image: chosen from the media library, removable; the preview shows it at once. */
export function ShareImage({ id, lang, image, onChange }: { id: string; lang: Lang; image: ImageObj | null; onChange(item: MediaItem | null): void }) {
  const s = tPageTree(lang);
  const [picking, setPicking] = useState(false);
  return (
    <div className={shareRow} data-share-image="">
      {image && <img src={image.url} alt={image.alt} className={thumb} />}
      <button id={id} type="button" className={button} onClick={() => setPicking(true)}>
        {s.chooseImage()}
      </button>
      {image && (
        <button type="button" className={button} onClick={() => onChange(null)}>
          {s.removeImage()}
        </button>
      )}
      {picking && (
        <MediaPicker
          lang={lang}
          kind="image"
          onClose={() => setPicking(false)}
          onPick={(item) => {
            setPicking(false);
            onChange(item);
          }}
        />
      )}
    </div>
  );
}

const counter = css`
  color: ${EDITOR_COLORS.muted};
  font-size: 0.85em;
`;
const over = css`
  color: #8a4b00;
  font-size: 0.85em;
  font-weight: 700;
`;
const previews = css`
  display: grid;
  gap: 0.75rem;
  figure {
    margin: 0;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.3rem;
  }
  p {
    margin: 0;
  }
`;
const search = css`
  font-family: arial, sans-serif;
`;
const crumb = css`
  color: #4d5156;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;
const searchTitle = css`
  color: #1a0dab;
  font-size: 1.15rem;
`;
const snippet = css`
  color: #4d5156;
  font-size: 0.85rem;
`;
const card = css`
  max-width: 26rem;
`;
const cardBox = css`
  border: 1px solid #ccd0d5;
  border-radius: 6px;
  overflow: hidden;
  p {
    padding: 0 0.6rem;
  }
  p:last-child {
    padding-bottom: 0.6rem;
  }
`;
const cardImage = css`
  display: block;
  width: 100%;
  aspect-ratio: 1.91;
  object-fit: cover;
  background: #e4e6eb;
`;
const cardTitle = css`
  font-weight: 700;
  color: #1d2129;
`;
const shareRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;
const thumb = css`
  width: 6rem;
  height: 3.2rem;
  object-fit: cover;
  border-radius: 3px;
`;
