/**
 * The toolbar's 'Neue Seite' and 'Seitenbaum' with their dialogs, and the
 * hub's page tree: one lazy chunk for both (scripts/budget.mjs EDITOR_ON_DEMAND), fetched when the
 * toolbar or the hub's tree shows, not with the editor. One chunk, not two: every extra chunk boundary
 * costs the editor app's budget bytes.
 */
import { useState } from 'react';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import type { Lang } from '../../common/routes';
import { useEditor, useLang } from '../state/store';
import { button } from '../styles';
import { NewPageDialog } from './new-page-dialog';
import { PageTreeView } from './page-tree-view';
import { tPageTree } from './strings';

export default function PageTools() {
  const lang = useLang();
  const s = tPageTree(lang);
  const pageId = useEditor((st) => st.shown?.page?.id ?? null);
  const [open, setOpen] = useState<'new' | 'tree' | null>(null);
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen('new')}>
        {s.newPage()}
      </button>
      <button type="button" className={button} onClick={() => setOpen('tree')}>
        {s.pageTree()}
      </button>
      {open === 'new' && <NewPageDialog lang={lang} parent={pageId} onClose={() => setOpen(null)} />}
      {open === 'tree' && (
        <Modal title={s.pageTree()} closeLabel={tEditor(lang).close()} onClose={() => setOpen(null)} wide>
          <PageTreeView lang={lang} current={pageId} />
        </Modal>
      )}
    </>
  );
}

/** The hub's page tree (/cms-hub/seitenbaum/) with 'Neue Seite'; a page made there opens in edit mode, as from the toolbar. */
export function HubPageTree({ lang }: { lang: Lang }) {
  const s = tPageTree(lang);
  const [adding, setAdding] = useState(false);
  return (
    <section>
      <h1>{s.pageTree()}</h1>
      <p>
        <button type="button" className={button} onClick={() => setAdding(true)}>
          {s.newPage()}
        </button>
      </p>
      <PageTreeView lang={lang} />
      {adding && <NewPageDialog lang={lang} parent={null} onClose={() => setAdding(false)} />}
    </section>
  );
}
