/**
 * The media library picker: search as you type, thumbnails, newest first; new
 * files go in here too, several at once, each with its progress and, if refused, the server's reason
 *. An upload shows at the top of the list, ready to choose.
 */
import { css } from 'goober';
import { useEffect, useId, useState } from 'react';
import type { MediaItem, MediaKind } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/media';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { button } from '../styles';
import { control } from '../forms/widgets/styles';
import { UploadZone } from './upload-zone';

export interface MediaLibraryProps {
  lang: Lang;
  kind: MediaKind;
  onPick(item: MediaItem): void;
  onClose(): void;
}

export function MediaLibrary({ lang, kind, onPick, onClose }: MediaLibraryProps) {
  const s = tEditor(lang);
  const id = useId();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);

  const load = async (query: string, page: number) => {
    setLoading(true);
    try {
      const list = await editorCall(api.mediaList, { lang, query: { q: query, kind, page } });
      setItems((before) => (page === 1 ? list.results : [...before, ...list.results]));
      setNext(list.next);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    const timer = setTimeout(() => void load(q, 1).catch(() => undefined), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  return (
    <Modal title={s.mediaLibrary()} closeLabel={s.close()} onClose={onClose} wide>
      <div data-media-picker="">
        <UploadZone lang={lang} kind={kind} multiple onUploaded={(item) => setItems((before) => [item, ...before.filter((i) => i.id !== item.id)])} />
        <label htmlFor={`${id}-q`}>{s.search()}</label>
        <input id={`${id}-q`} className={control} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        <p role="status" className={status}>
          {loading ? '…' : items.length === 0 ? s.noResults() : ''}
        </p>
        <ul className={grid}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={tile} onClick={() => onPick(item)}>
                {item.thumbnail ? <img src={item.thumbnail} alt="" width={160} height={110} /> : <span className={fileIcon}>{fileType(item)}</span>}
                <span>{item.name}</span>
                <span className={muted}>{item.alt[lang] || item.alt.de || ''}</span>
              </button>
            </li>
          ))}
        </ul>
        {next !== null && (
          <button type="button" className={button} onClick={() => void load(q, next).catch(() => undefined)}>
            {s.loadMore()}
          </button>
        )}
      </div>
    </Modal>
  );
}

/** What an editor calls a file: 'PDF', 'MP3', not 'application/pdf'. */
function fileType(item: { name: string; mime: string }): string {
  const extension = /\.([a-z0-9]{2,5})$/i.exec(item.name)?.[1] ?? item.mime.split('/').pop() ?? '';
  return extension.toUpperCase();
}

const status = css`
  min-height: 1.5em;
`;
const grid = css`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
`;
const tile = css`
  display: grid;
  gap: 0.25rem;
  width: 100%;
  padding: 0.4rem;
  border: 1px solid #767676;
  border-radius: 4px;
  background: #fff;
  color: #111;
  text-align: left;
  font: inherit;
  cursor: pointer;
  img {
    width: 100%;
    height: 110px;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 3px solid #0b57d0;
  }
`;
const fileIcon = css`
  display: grid;
  place-items: center;
  height: 110px;
  background: #eee;
`;
const muted = css`
  color: #555;
  font-size: 0.85em;
`;
