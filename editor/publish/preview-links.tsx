/**
 * 'Vorschau teilen' in the publish panel: makes a link for a number of days
 * (7 unless changed), shows it once with a copy button (the server keeps only its hash), and lists
 * the page's links that still open, each revocable.
 */
import { useId, useState } from 'react';
import { PREVIEW_DAYS_DEFAULT, PREVIEW_DAYS_MAX } from '../../common/api/drafts';
import { showAlert, useLang } from '../state/store';
import { button } from '../styles';
import { tDrafts } from './strings';
import { fieldset } from './styles';
import { usePreviewLinks } from './use-preview-links';
import { when } from './when';

export function PreviewLinks({ pageId }: { pageId: number }) {
  const lang = useLang();
  const s = tDrafts(lang);
  const { links, made, error, busy, make, revoke } = usePreviewLinks(pageId);
  const [days, setDays] = useState(String(PREVIEW_DAYS_DEFAULT));
  const ids = { days: useId(), link: useId() };
  const copy = async () => {
    await navigator.clipboard?.writeText(made).catch(() => undefined);
    showAlert('save', s.shareCopied());
  };

  return (
    <fieldset className={fieldset} data-preview-links="">
      <legend>{s.share()}</legend>
      <p>{s.shareIntro()}</p>
      {error && <p role="alert">{error}</p>}
      <label htmlFor={ids.days}>{s.shareDays()}</label>
      <input id={ids.days} type="number" min={1} max={PREVIEW_DAYS_MAX} value={days} onChange={(event) => setDays(event.target.value)} />
      <button type="button" className={button} disabled={busy} onClick={() => void make(Number(days))}>
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
              {s.shareItem({ made: when(link.created_at, lang), who: link.created_by ?? '–', until: when(link.expires_at, lang) })}{' '}
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
