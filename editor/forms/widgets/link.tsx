/**
 * The link kind: search our pages, events, productions and articles as you
 * type and store a reference (`{"$page": 3}`), so renaming a page never breaks the link; or type
 * an external address, checked like the server does (https://, mailto:, tel:, a site path, #anchor).
 */
import { css } from 'goober';
import { useEffect, useState } from 'react';
import type { LinkRef, LinkTarget } from '../../../common/api/editor';
import * as api from '../../../common/api/endpoints/media';
import { isLinkRef } from '../../../common/modules/validate';
import { editorCall } from '../../api/request';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { LinkSearch } from './link-search';
import { control } from './styles';

function refKey(ref: LinkRef): string {
  const [key, id] = Object.entries(ref)[0] as [string, number];
  return `${key.slice(1)}:${id}`;
}

export function LinkWidget(p: WidgetProps) {
  const s = tEditor(p.lang);
  const ref = isLinkRef(p.value) ? (p.value as LinkRef) : null;
  const external = typeof p.value === 'string' ? p.value : '';
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!ref) return setChosen(null);
    const preview = p.refs[refKey(ref)];
    if (preview) return setChosen(preview.label);
    editorCall(api.resolveLink, { lang: p.lang, query: { ref: refKey(ref) } })
      .then((target) => setChosen(target.title))
      .catch(() => setChosen(refKey(ref)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref && refKey(ref)]);

  const pick = (target: LinkTarget) => {
    p.onChange(target.ref);
    setChosen(target.title);
  };

  return (
    <div className={box}>
      {ref && (
        <p className={picked}>
          {s.linkChosen({ title: chosen ?? '…' })}{' '}
          <button type="button" className={button} onClick={() => p.onChange(null)}>
            {s.remove()}
          </button>
        </p>
      )}
      <LinkSearch lang={p.lang} onPick={pick} />
      <label htmlFor={p.id}>{s.linkExternal()}</label>
      <input
        id={p.id}
        className={control}
        type="url"
        placeholder="https://"
        aria-invalid={p.invalid || undefined}
        aria-describedby={p.describedBy}
        value={external}
        onChange={(e) => p.onChange(e.target.value || null)}
      />
    </div>
  );
}

const box = css`
  display: grid;
  gap: 0.3rem;
  label {
    font-weight: 400 !important;
  }
`;
const picked = css`
  margin: 0;
`;
