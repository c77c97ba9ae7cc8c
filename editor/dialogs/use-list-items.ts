import { useEffect, useRef, useState } from 'react';
import type { EditorModule } from '../../common/api/editor';
import type { Lang } from '../../common/routes';
import { moduleLabel } from '../overlay/module-kinds';
import { deleteModule, getModule, moveModule, tEditor } from '../state/content';
import type { ListItemsProps } from './list-items';
import { SaveStopped } from './save-module-form';
import { useFocusAfterChange, type FocusTarget } from './use-focus-after-change';

/**
 * The changes of a list's items in its dialog (list-items.tsx), one at a time: the open item form, a
 * move or removal, and the list read again after each, with the focus on the row it concerns.
 */
export function useListItems({ module, addChild, saveFirst, beforeSave, onChildren }: ListItemsProps, lang: Lang) {
  const s = tEditor(lang);
  /** The open item form: an item's id, or the type of a new item. */
  const [open, setOpen] = useState<number | string | null>(null);
  const busy = useRef(false);
  /** Takes over the open item form's input; false when it shows reasons instead. */
  const applyOpen = useRef<(() => Promise<boolean>) | null>(null);
  const items = module?.children ?? [];
  const nameOf = (child: EditorModule, index: number) => s.item({ name: moduleLabel(child.type, lang), n: index + 1 });

  useEffect(() => {
    if (module && addChild) setOpen(addChild);
  }, [module?.id, addChild]);

  // Saving the list with an item's form open takes that item's input along: it was silently dropped.
  useEffect(() => {
    beforeSave('list-items', async () => {
      if (applyOpen.current && !(await applyOpen.current())) throw new SaveStopped();
    });
  }, []);

  const { root, focusNext } = useFocusAfterChange();

  const reload = async () => {
    if (module) onChildren((await getModule(module.id)).children);
  };
  /** Runs one change of the list at a time; a refused one leaves the list as the server has it. */
  const change = async (run: () => Promise<unknown>, focus: FocusTarget) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } catch {
      // The alert says it failed (state/content.ts).
    } finally {
      focusNext.current = focus;
      await reload().catch(() => undefined);
      busy.current = false;
    }
  };
  const move = (child: EditorModule, index: number, by: -1 | 1) => module && void change(() => moveModule(child.id, { parent: module.id, position: index + by }), { id: child.id, action: by < 0 ? 'up' : 'down' });
  const remove = (child: EditorModule, index: number) => {
    if (!confirm(s.deleteConfirm({ name: nameOf(child, index) }))) return;
    const neighbour = items[index + 1] ?? items[index - 1];
    void change(() => deleteModule(child.id), neighbour ? { id: neighbour.id, action: 'edit' } : { id: child.type, action: 'add' });
  };
  const add = async (type: string) => {
    if (module) setOpen(type);
    else if (!busy.current) {
      busy.current = true;
      await saveFirst(type).finally(() => (busy.current = false));
    }
  };
  /** The open form closed: after a save the list is read again and the item's row takes the focus. */
  const closed = (saved: number | null) => {
    const type = open;
    setOpen(null);
    focusNext.current = saved !== null ? { id: saved, action: 'edit' } : typeof type === 'string' ? { id: type, action: 'add' } : { id: type ?? '', action: 'edit' };
    if (saved !== null) void reload();
  };

  return { root, items, nameOf, open, setOpen, applyOpen, move, remove, add, closed };
}
