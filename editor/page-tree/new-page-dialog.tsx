/**
 * 'Neue Seite': title in both languages, the address suggested from each title
 * below the parent's (editable; checked for collisions as it is typed), the parent (the page the
 * editor stands on, changeable), a template, 'Im Menü'. The page is made as a draft and opens in
 * edit mode. Every field the server can refuse is in this form; anything else lands in the summary.
 */
import { css } from 'goober';
import { useId } from 'react';
import type { PageSettings } from '../../common/api/editor';
import { PAGE_TEMPLATES } from '../../common/api/page-tree';
import { LANGS, type Lang } from '../../common/routes';
import { Modal } from '../dialogs/modal';
import { tEditor } from '../state/content';
import { button, primaryButton } from '../styles';
import { NewPageField } from './new-page-field';
import { ParentSelect } from './parent-select';
import { tPageTree } from './strings';
import { message, note } from './styles';
import { useNewPage } from './use-new-page';

interface Props {
  lang: Lang;
  /** The page the editor stands on: the new page's parent unless changed. */
  parent: number | null;
  onClose(): void;
  /** Where to go once made; the editor opens the page's address in edit mode. */
  onCreated?: (page: PageSettings) => void;
}

export function NewPageDialog({ lang, parent: initialParent, onClose, onCreated }: Props) {
  const s = tPageTree(lang);
  const base = useId();
  const { form, tree, title, setTitle, urls, setOwnUrl, checks, parent, setParent, template, setTemplate, inMenu, setInMenu, summary, busy, errorAt, submit } = useNewPage({ lang, parent: initialParent, onCreated });
  return (
    <Modal title={s.newPageTitle()} closeLabel={tEditor(lang).close()} onClose={onClose} wide>
      <form ref={form} onSubmit={submit} noValidate className={grid} data-new-page="">
        {summary.length > 0 && (
          <div role="alert" className={message} data-new-page-summary="">
            {summary.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <p className={note}>{s.draftNote()}</p>
        {LANGS.map((l) => (
          <fieldset key={l}>
            <legend>{l.toUpperCase()}</legend>
            <NewPageField base={base} name={`title.${l}`} label={l === 'de' ? s.titleDe() : s.titleEn()} value={title[l]} onChange={(v) => setTitle((t) => ({ ...t, [l]: v }))} error={errorAt(`title.${l}`)} />
            <NewPageField
              base={base}
              name={`urls.${l}`}
              label={l === 'de' ? s.addressDe() : s.addressEn()}
              value={urls[l]}
              onChange={(v) => setOwnUrl((o) => ({ ...o, [l]: v }))}
              error={errorAt(`urls.${l}`)}
              hint={checks[l] === 'checking' ? s.addressChecking() : checks[l] ? s.addressFree() : s.addressHint()}
            />
          </fieldset>
        ))}
        <ParentSelect id={`${base}-parent`} lang={lang} tree={tree} parent={parent} onChange={setParent} error={errorAt('parent')} />
        <fieldset>
          <legend>{s.template()}</legend>
          {PAGE_TEMPLATES.map((option) => (
            <label key={option} className={check}>
              <input type="radio" name={`${base}-template`} value={option} checked={template === option} onChange={() => setTemplate(option)} />
              {option === 'empty' ? s.templateEmpty() : s.templateHeadline()}
            </label>
          ))}
        </fieldset>
        <label className={check}>
          <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} /> {s.inMenu()}
        </label>
        <div>
          <button type="submit" className={`${button} ${primaryButton}`} disabled={busy}>
            {busy ? s.creating() : s.create()}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const grid = css`
  display: grid;
  gap: 0.9rem;
  fieldset {
    display: grid;
    gap: 0.6rem;
    border: 1px solid #ccc;
    border-radius: 6px;
  }
`;
const check = css`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  min-height: 2.5rem;
`;
