/**
 * 'Vorschau teilen' in the publish panel: makes a link for a number of days
 * (7 unless changed), shows it once with a copy button (the server keeps only its hash), and lists
 * the page's links that still open, each revocable.
 */
import { useEffect, useId, useState } from 'react';
import { PREVIEW_DAYS_DEFAULT, PREVIEW_DAYS_MAX, type PreviewLink } from '../../common/api/drafts';
import * as api from '../../common/api/endpoints/drafts';
import { formatDate, formatTime } from '../../common/format';
import { editorCall, EditorRequestError } from '../api/request';
import { tEditor } from '../state/content';
import { showAlert, useLang } from '../state/store';
import { button } from '../styles';
import { tDrafts } from './strings';

export function PreviewLinks({ pageId, className }: { pageId: number; className: string }) {
  const lang = useLang();
  const s = tDrafts(lang);
  const e = tEditor(lang);
  const [links, setLinks] = useState<PreviewLink[]>([]);
  const [days, setDays] = useState(String(PREVIEW_DAYS_DEFAULT));
  const [made, setMade] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { days: useId(), link: useId() };
  const page = { lang, params: { id: pageId } };

  const load = async () => setLinks(await editorCall(api.previewLinks, page));
  useEffect(() => void load().catch(() => setError(e.failed())), [pageId, lang]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      await load();
    } catch (failure) {
      setError(failure instanceof EditorRequestError && failure.status >= 400 && failure.status < 500 ? failure.message : e.failed());
    } finally {
      setBusy(false);
    }
  };
  const make = () =>
    run(async () => {
      const link = await editorCall(api.createPreviewLink, { ...page, body: { days: Number(days) } });
      setMade(new URL(link.path, location.origin).href);
    });
  const revoke = (id: number) =>
    run(async () => {
      await editorCall(api.revokePreviewLink, { lang, params: { id: pageId, link: id } });
      showAlert('save', s.shareRevoked());
    });
  const copy = async () => {
    await navigator.clipboard?.writeText(made).catch(() => undefined);
    showAlert('save', s.shareCopied());
  };
  const at = (iso: string) => `${formatDate(iso, lang)}, ${formatTime(iso, lang)}`;

  return (
    <fieldset className={className} data-preview-links="">
      <legend>{s.share()}</legend>
      <p>{s.shareIntro()}</p>
      {error && <p role="alert">{error}</p>}
      <label htmlFor={ids.days}>{s.shareDays()}</label>
      <input id={ids.days} type="number" min={1} max={PREVIEW_DAYS_MAX} value={days} onChange={(event) => setDays(event.target.value)} />
      <button type="button" className={button} disabled={busy} onClick={() => void make()}>
        {s.shareMake()}
      </button>
      {made && (
        <>
          <p role="status">{s.shareMade()}</p>
          <label htmlFor={ids.link}>{s.shareLink()}</label>
          <input id={ids.link} readOnly value={made} size={40} data-preview-url="" onFocus={(event) => event.target.select()} />
          <button type="button" className={button} onClick={() => void copy()}>
            {s.shareCopy()}
          </button>
        </>
      )}
      <p>
        <strong>{s.shareActive()}</strong>
      </p>
      {links.length === 0 ? (
        <p>{s.shareNone()}</p>
      ) : (
        <ul data-preview-list="">
          {links.map((link) => (
            <li key={link.id} data-preview-link={link.id}>
              {s.shareItem({ made: at(link.created_at), who: link.created_by ?? '–', until: at(link.expires_at) })}{' '}
              <button type="button" className={button} disabled={busy} onClick={() => void revoke(link.id)}>
                {s.shareRevoke()}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
