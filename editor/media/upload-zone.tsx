/**
 * Drop or pick files to upload, for an image or file field (one file) and for the
 * media library (several at once): a progress bar per file, and where the server refuses one, its
 * own reason (the types it takes, its size limit) at that file, in the editor's language; never a
 * general apology. The picker offers what the server takes (common/media/media-types.ts).
 */
import { css } from 'goober';
import { useId, useState } from 'react';
import type { MediaItem, MediaKind } from '../../common/api/editor';
import { mediaAccept } from '../../common/media/media-types';
import type { Lang } from '../../common/routes';
import { tEditor } from '../state/content';
import { uploadMedia } from './upload';

interface Row {
  key: number;
  name: string;
  percent: number;
  error?: string;
}

let nextKey = 0;

export function UploadZone(p: { lang: Lang; kind: MediaKind; multiple?: boolean; describedBy?: string; onUploaded(item: MediaItem): void; children?: React.ReactNode }) {
  const s = tEditor(p.lang);
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const patch = (key: number, change: Partial<Row> | null) => setRows((all) => (change ? all.map((r) => (r.key === key ? { ...r, ...change } : r)) : all.filter((r) => r.key !== key)));

  const start = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []).slice(0, p.multiple ? undefined : 1);
    const started = files.map((file) => ({ file, row: { key: nextKey++, name: file.name, percent: 0 } }));
    setRows(started.map((one) => one.row));
    for (const { file, row } of started) {
      uploadMedia(p.lang, file, { kind: p.kind }, (percent) => patch(row.key, { percent }))
        .then((item) => {
          patch(row.key, null);
          p.onUploaded(item);
        })
        .catch((error: unknown) => patch(row.key, { error: error instanceof Error && !/^HTTP \d+$/.test(error.message) ? error.message : s.uploadFailed() }));
    }
  };

  const errors = rows.filter((r) => r.error).map((r) => `${id}-${r.key}`);
  return (
    <div
      className={`${drop} ${over ? dropOver : ''}`}
      data-upload-zone=""
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        start(e.dataTransfer.files);
      }}
    >
      <span>{p.multiple ? s.dropFiles() : s.dropHere()}</span> <label htmlFor={`${id}-file`}>{p.multiple ? s.uploadFiles() : s.uploadFile()}</label>
      <input
        id={`${id}-file`}
        type="file"
        multiple={p.multiple}
        accept={mediaAccept(p.kind)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[...errors, p.describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          start(e.target.files);
          e.target.value = '';
        }}
      />{' '}
      {p.children}
      {rows.length > 0 && (
        <ul className={list}>
          {rows.map((row) => (
            <li key={row.key} data-upload={row.name}>
              {row.name}:{' '}
              {row.error ? (
                <span id={`${id}-${row.key}`} role="alert" className={refusal}>
                  {row.error}
                </span>
              ) : (
                <progress max={100} value={row.percent} aria-label={s.uploading({ percent: row.percent })} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const drop = css`
  padding: 0.75rem;
  border: 2px dashed #767676;
  border-radius: 6px;
`;
const dropOver = css`
  border-color: #0b57d0;
  background: #eef3fd;
`;
const list = css`
  margin: 0.5rem 0 0;
  padding-left: 1.2rem;
`;
const refusal = css`
  color: #a50e0e;
  font-weight: 600;
`;
