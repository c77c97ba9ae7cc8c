import { useEffect, useRef, useState } from 'react';
import type { AdminListItem } from '../../common/api/admin';
import type { Lang } from '../../common/routes';
import { loadList } from './api';
import { tHub } from './strings';

/** Enough to choose from while typing; more is what the search is for. */
const SUGGESTIONS = 8;
/** Waits this long after the last key before asking, so typing a word costs one request, not one per letter. */
const TYPING_PAUSE_MS = 200;

interface Options {
  /** The linked collection's slug. */
  target: string;
  lang: Lang;
  /** Ids already chosen, never suggested again. */
  chosen: number[];
  onChoose(item: AdminListItem): void;
}

/**
 * The relation picker's combobox (editor/hub/relation-picker.tsx): what is typed, the suggestions
 * the linked collection's list gives for it while open, the active one, and the keys that move
 * through them, choose one and close.
 */
export function useRelationSearch({ target, lang, chosen, onChoose }: Options) {
  const s = tHub(lang);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AdminListItem[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const params: Record<string, string> = { page_size: String(SUGGESTIONS), lang };
      if (query.trim()) params.q = query.trim();
      loadList(target, params).then(
        (list) => {
          const found = list.results.filter((r) => !chosen.includes(r.id));
          setOptions(found);
          setActive(found.length ? 0 : -1);
          setStatus(found.length ? s.suggestions({ count: found.length }) : s.noMatch());
        },
        (error: Error) => setStatus(s.failed({ message: error.message })),
      );
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [open, query, target]);

  const choose = (item: AdminListItem) => {
    onChoose(item);
    setQuery('');
    setOpen(false);
    input.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return { input, query, setQuery, open, setOpen, options, active, status, choose, onKeyDown };
}
