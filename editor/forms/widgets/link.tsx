/**
 * The link kind: search our pages, events, productions and articles as you
 * type and store a reference (`{"$page": 3}`), so renaming a page never breaks the link; or type
 * an external address, checked like the server does (https://, mailto:, tel:, a site path, #anchor).
 */
import { css } from 'goober';
import { useEffect, useId, useState } from 'react';
import type { LinkRef, LinkTarget } from '../../../common/api/editor';
import * as api from '../../../common/api/endpoints/media';
import { isLinkRef } from '../../../common/modules/validate';
import { editorCall } from '../../api/request';
import { tEditor } from '../../state/content';
import { button } from '../../styles';
import type { WidgetProps } from '../types';
import { control } from './styles';

function refKey(ref: LinkRef): string {
  const [key, id] = Object.entries(ref)[0] as [string, number];
  return `${key.slice(1)}:${id}`;
}

export function LinkWidget(p: WidgetProps) {
  const s = tEditor(p.lang);
  const base = useId();
  const ref = isLinkRef(p.value) ? (p.value as LinkRef) : null;
  const external = typeof p.value === 'string' ? p.value : '';
  const [q, setQ] = useState('');
  const [results, setResults] = useState<LinkTarget[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!ref) return setChosen(null);
    const preview = p.refs[refKey(ref)];
    if (preview) return setChosen(preview.label);
    editorCall(api.resolveLink, { lang: p.lang, query: { ref: refKey(ref) } })
      .then((target) => setChosen(target.title))
      .catch(() => setChosen(refKey(ref)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref && refKey(ref)]);

  useEffect(() => {
    if (!q.trim()) return setResults([]);
    const timer = setTimeout(() => {
      editorCall(api.linkTargets, { lang: p.lang, query: { q: q.trim() } })
        .then((found) => {
          setResults(found);
          setActive(-1);
        })
        .catch(() => setResults([]));
    }, 200);
    return () => clearTimeout(timer);
  }, [q, p.lang]);

  const pick = (target: LinkTarget) => {
    p.onChange(target.ref);
    setChosen(target.title);
    setQ('');
    setResults([]);
  };
  const listId = `${base}-list`;

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
      <label htmlFor={`${base}-q`}>{s.linkInternal()}</label>
      <input
        id={`${base}-q`}
        className={control}
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(results.length - 1, a + 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
          else if (e.key === 'Enter' && active >= 0 && results[active]) pick(results[active]);
          else if (e.key === 'Escape') setResults([]);
          else return;
          e.preventDefault();
        }}
      />
      <ul id={listId} role="listbox" className={list} hidden={results.length === 0} aria-label={s.linkInternal()}>
        {results.map((target, index) => (
          <li key={`${target.kind}-${target.id}`} id={`${listId}-${index}`} role="option" aria-selected={index === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(target)}>
            <strong>{target.title}</strong> <span>{s.linkKinds[target.kind]()}</span> {target.detail && <span>· {target.detail}</span>}
          </li>
        ))}
      </ul>
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
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid #767676;
  max-height: 14rem;
  overflow: auto;
  li {
    padding: 0.4rem 0.6rem;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: #eef3fd;
  }
`;
