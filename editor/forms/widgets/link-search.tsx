/**
 * The search half of the link kind (link.tsx): our pages, events, productions and articles found as
 * the editor types, in a list to choose from by mouse or arrow keys.
 */
import { css } from 'goober';
import { useEffect, useId, useState } from 'react';
import type { LinkTarget } from '../../../common/api/editor';
import * as api from '../../../common/api/endpoints/media';
import type { Lang } from '../../../common/routes';
import { editorCall } from '../../api/request';
import { tEditor } from '../../state/content';
import { control } from './styles';

export function LinkSearch({ lang, onPick }: { lang: Lang; onPick(target: LinkTarget): void }) {
  const s = tEditor(lang);
  const base = useId();
  const [q, setQ] = useState('');
  const [results, setResults] = useState<LinkTarget[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!q.trim()) return setResults([]);
    const timer = setTimeout(() => {
      editorCall(api.linkTargets, { lang, query: { q: q.trim() } })
        .then((found) => {
          setResults(found);
          setActive(-1);
        })
        .catch(() => setResults([]));
    }, 200);
    return () => clearTimeout(timer);
  }, [q, lang]);

  const pick = (target: LinkTarget) => {
    onPick(target);
    setQ('');
    setResults([]);
  };
  const listId = `${base}-list`;

  return (
    <>
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
    </>
  );
}

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
