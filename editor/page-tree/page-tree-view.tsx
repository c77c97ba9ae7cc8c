/**
 * The page tree, in the hub and from the toolbar: every page by its title, with
 * its state; drag a page onto another (upper edge: before it, lower edge: after it, middle: inside
 * it) or use the buttons ↑ ↓ → ← (the keyboard way, same moves); the switches put it into or take
 * it out of the main, top and footer menus. Every refusal of the server is shown in the status line.
 */
import { css } from 'goober';
import { useEffect, useRef, useState } from 'react';
import { isValidationError } from '../../common/api/editor';
import * as api from '../../common/api/endpoints/page-tree';
import type { PageMenu, PageTreeNode } from '../../common/api/page-tree';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { editorCall, EditorRequestError } from '../api/request';
import { button, EDITOR_COLORS } from '../styles';
import { tPageTree } from './strings';

type Place = { parent: number | null; position: number };
type Drop = { target: number; zone: 'before' | 'inside' | 'after' };

export const titleOf = (node: PageTreeNode, lang: Lang): string => node.title[lang] || node.title.de || node.urls[lang];

/** The refusal of a tree or dialog call in words: field messages, else the server's message. */
export function refusal(error: unknown, lang: Lang): string {
  const body = error instanceof EditorRequestError ? error.body : null;
  if (isValidationError(body)) return body.errors.map((e) => errorMessage(e, lang)).join(' ');
  return error instanceof EditorRequestError && error.status >= 400 && error.status < 500 ? error.message : tPageTree(lang).failed();
}

/** `current`: the page the editor stands on; the tree opens scrolled to it (on a phone it can be dozens of rows down). */
export function PageTreeView({ lang, onOpen, current = null }: { lang: Lang; onOpen?: (node: PageTreeNode) => void; current?: number | null }) {
  const s = tPageTree(lang);
  const [nodes, setNodes] = useState<PageTreeNode[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const [busy, setBusy] = useState(false);
  /** Scrolled once: later redraws (a move, a switch) leave the editor where they are. */
  const shownCurrent = useRef(false);

  useEffect(() => {
    editorCall(api.pageTree, { lang }).then(setNodes, (error: unknown) => setStatus({ text: refusal(error, lang), error: true }));
  }, [lang]);

  if (!nodes) return <p aria-busy="true">{status?.text ?? s.loading()}</p>;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const childrenOf = (parent: number | null) => nodes.filter((n) => (parent === null ? n.parent === null || !byId.has(n.parent) : n.parent === parent));

  const call = async (send: Promise<PageTreeNode[]>, done: (tree: PageTreeNode[]) => string) => {
    setBusy(true);
    try {
      const tree = await send;
      setNodes(tree);
      setStatus({ text: done(tree), error: false });
    } catch (error) {
      setStatus({ text: refusal(error, lang), error: true });
    } finally {
      setBusy(false);
    }
  };
  const move = (node: PageTreeNode, place: Place) =>
    call(editorCall(api.movePage, { lang, params: { id: node.id }, body: place }), (tree) => s.moved({ title: titleOf(node, lang), address: tree.find((n) => n.id === node.id)?.urls[lang] ?? '' }));
  const menuNames: Record<PageMenu, string> = { main: s.inMenu(), top: s.inTop(), footer: s.inFooter() };
  const toggle = (node: PageTreeNode, menu: PageMenu, on: boolean) =>
    call(editorCall(api.pageMenu, { lang, params: { id: node.id }, body: { menu, on } }), () => (on ? s.menuOn : s.menuOff)({ title: titleOf(node, lang), menu: menuNames[menu] }));

  /** Where a drop puts the dragged page, counted among the target's siblings without the dragged one. */
  const placeOf = ({ target, zone }: Drop, moving: number): Place | null => {
    const node = byId.get(target);
    if (!node || target === moving) return null;
    for (let up: PageTreeNode | undefined = node; up; up = up.parent === null ? undefined : byId.get(up.parent)) if (up.id === moving) return null;
    if (zone === 'inside') return { parent: node.id, position: childrenOf(node.id).filter((n) => n.id !== moving).length };
    const siblings = childrenOf(node.parent).filter((n) => n.id !== moving);
    const index = siblings.findIndex((n) => n.id === target);
    return { parent: node.parent !== null && byId.has(node.parent) ? node.parent : null, position: zone === 'before' ? index : index + 1 };
  };

  const row = (node: PageTreeNode, depth: number): React.ReactNode => {
    const title = titleOf(node, lang);
    const siblings = childrenOf(node.parent !== null && byId.has(node.parent) ? node.parent : null);
    const index = siblings.findIndex((n) => n.id === node.id);
    const above = siblings[index - 1];
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    const here = drop?.target === node.id ? drop.zone : null;
    return (
      <li key={node.id} data-page-tree-node={node.id}>
        <div
          ref={
            node.id === current
              ? (el) => {
                  if (!el || shownCurrent.current) return;
                  shownCurrent.current = true;
                  el.scrollIntoView({ block: 'center' });
                }
              : undefined
          }
          className={`${rowStyle} ${here ? `drop-${here}` : ''} ${node.id === current ? currentRow : ''}`}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', String(node.id));
            event.dataTransfer.effectAllowed = 'move';
            setDragged(node.id);
          }}
          onDragEnd={() => {
            setDragged(null);
            setDrop(null);
          }}
          onDragOver={(event) => {
            if (dragged === null || dragged === node.id) return;
            event.preventDefault();
            const box = event.currentTarget.getBoundingClientRect();
            const y = (event.clientY - box.top) / box.height;
            const zone = y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
            if (here !== zone) setDrop({ target: node.id, zone });
          }}
          onDragLeave={() => here && setDrop(null)}
          onDrop={(event) => {
            event.preventDefault();
            const moving = dragged ?? Number(event.dataTransfer.getData('text/plain'));
            const place = drop && placeOf(drop, moving);
            setDrop(null);
            setDragged(null);
            const page = byId.get(moving);
            if (place && page) void move(page, place);
          }}
        >
          <span className={handle} aria-hidden="true">
            ⠿
          </span>
          <span className={name}>
            {onOpen ? (
              <a href={node.urls[lang]} onClick={(e) => (e.preventDefault(), onOpen(node))}>
                {title}
              </a>
            ) : (
              <a href={`${node.urls[lang]}?edit`} aria-current={node.id === current ? 'page' : undefined}>
                {title}
              </a>
            )}
            <small className={address}>{node.urls[lang]}</small>
            {!node.is_published && <span className={tag}>{s.draft()}</span>}
            {node.is_published && !node.is_online && <span className={tag}>{s.offline()}</span>}
          </span>
          <span className={tools}>
            <button type="button" className={button} disabled={busy || index <= 0} aria-label={s.moveUp({ title })} title={s.moveUp({ title })} onClick={() => void move(node, { parent: node.parent, position: index - 1 })}>
              ↑
            </button>
            <button type="button" className={button} disabled={busy || index >= siblings.length - 1} aria-label={s.moveDown({ title })} title={s.moveDown({ title })} onClick={() => void move(node, { parent: node.parent, position: index + 1 })}>
              ↓
            </button>
            <button type="button" className={button} disabled={busy || !above} aria-label={s.moveIn({ title })} title={s.moveIn({ title })} onClick={() => above && void move(node, { parent: above.id, position: childrenOf(above.id).length })}>
              →
            </button>
            <button type="button" className={button} disabled={busy || !parent} aria-label={s.moveOut({ title })} title={s.moveOut({ title })} onClick={() => parent && void move(node, { parent: parent.parent !== null && byId.has(parent.parent) ? parent.parent : null, position: parent.position + 1 })}>
              ←
            </button>
            {(['main', 'top', 'footer'] as const).map((menu) => (
              <label key={menu} className={check}>
                <input type="checkbox" disabled={busy} checked={node.menus[menu] !== null} onChange={(e) => void toggle(node, menu, e.target.checked)} aria-label={`${menuNames[menu]}: ${title}`} />
                <span aria-hidden="true">{menuNames[menu]}</span>
              </label>
            ))}
          </span>
        </div>
        {childrenOf(node.id).length > 0 && <ul className={list}>{childrenOf(node.id).map((child) => row(child, depth + 1))}</ul>}
      </li>
    );
  };

  return (
    <div data-page-tree="">
      <p className={hint}>{s.treeHint()}</p>
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? errorLine : statusLine} data-page-tree-status="">
        {status?.text ?? ''}
      </p>
      <ul className={list}>{childrenOf(null).map((node) => row(node, 0))}</ul>
    </div>
  );
}

const list = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 1.25rem;
  & & {
    border-left: 1px dotted #999;
  }
`;
const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  padding: 0.35rem 0.25rem;
  border-top: 2px solid transparent;
  border-bottom: 2px solid transparent;
  &.drop-before {
    border-top-color: ${EDITOR_COLORS.accent};
  }
  &.drop-after {
    border-bottom-color: ${EDITOR_COLORS.accent};
  }
  &.drop-inside {
    background: #e8f0fe;
    outline: 2px dashed ${EDITOR_COLORS.accent};
  }
`;
const currentRow = css`
  background: #f1f4fb;
`;
const handle = css`
  cursor: grab;
  color: #777;
`;
const name = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: baseline;
  flex: 1 1 14rem;
  min-width: 0;
`;
const address = css`
  color: ${EDITOR_COLORS.muted};
  overflow-wrap: anywhere;
`;
const tag = css`
  padding: 0 0.4rem;
  border-radius: 3px;
  background: #ffd54f;
  color: #111;
  font-size: 0.85em;
  font-weight: 700;
`;
const tools = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  align-items: center;
  button {
    min-width: 2.5rem;
    min-height: 2.5rem;
  }
`;
const check = css`
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.3rem;
`;
const hint = css`
  margin: 0 0 0.5rem;
  color: ${EDITOR_COLORS.muted};
`;
const statusLine = css`
  min-height: 1.4em;
  margin: 0 0 0.5rem;
  font-weight: 600;
`;
const errorLine = css`
  min-height: 1.4em;
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${EDITOR_COLORS.danger};
`;
