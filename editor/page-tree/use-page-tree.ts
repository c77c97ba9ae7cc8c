import { useEffect, useState } from 'react';
import * as api from '../../common/api/endpoints/page-tree';
import type { PageMenu, PageTreeNode } from '../../common/api/page-tree';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';
import { tPageTree } from './strings';
import type { Place } from './tree-moves';
import { refusal, titleOf } from './tree-text';

/** The page tree as page-tree-view.tsx shows it: loaded, its pages moved and put into menus, each answer in its status line. */
export function usePageTree(lang: Lang) {
  const s = tPageTree(lang);
  const [nodes, setNodes] = useState<PageTreeNode[] | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    editorCall(api.pageTree, { lang }).then(setNodes, (error: unknown) => setStatus({ text: refusal(error, lang), error: true }));
  }, [lang]);

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

  return { nodes, status, busy, move, toggle, menuNames };
}

export type PageTree = ReturnType<typeof usePageTree>;
