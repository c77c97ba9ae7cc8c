/**
 * The dialog of a stale save: who saved the page when, what changed
 * field by field with the words that went and came, and the choice to reload (the colleague's state,
 * the editor's change discarded), to overwrite knowingly, or to cancel and keep the form as it is.
 * It opens above the module form that met the conflict (a later showModal() lies on top).
 */
import { css } from 'goober';
import type { ModuleData } from '../../common/api/types';
import type { FieldChange, VersionChange } from '../../common/api/versions';
import { fieldLabel } from '../../common/modules/validate';
import type { Lang } from '../../common/routes';
import { Modal } from '../dialogs/modal';
import { refreshPage } from '../state/page';
import { getState, setState, showAlert, useLang } from '../state/store';
import { button, EDITOR_COLORS, primaryButton } from '../styles';
import { berlinTime, tCare } from '../care-strings';
import { answerConflict, useConflict } from './conflict-gate';

/** The type of a module on the shown page, to name its fields as its form does. */
function moduleType(id: number): string | null {
  const walk = (modules: ModuleData[]): string | null => {
    for (const m of modules) {
      if (m.id === id) return m.type;
      const inner = walk(m.children ?? []);
      if (inner) return inner;
    }
    return null;
  };
  for (const section of getState().shown?.page?.modules ?? []) for (const column of section.columns) {
    const found = walk(column.children);
    if (found) return found;
  }
  return null;
}

function FieldDiff({ change, field, lang }: { change: VersionChange; field: FieldChange; lang: Lang }) {
  const type = change.scope === 'module' ? moduleType(change.id) : null;
  const name = type ? fieldLabel(type, field.field, lang) : field.field;
  return (
    <li>
      <span className={fieldName}>
        {name}
        {field.lang ? ` (${field.lang.toUpperCase()})` : ''}:
      </span>{' '}
      <span data-conflict-words="">
        {field.words.map((part, i) =>
          part.added ? (
            <ins key={i} className={added}>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={i} className={removed}>
              {part.value}
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </span>
    </li>
  );
}

export function ConflictDialog() {
  const body = useConflict();
  const lang = useLang();
  if (!body) return null;
  const s = tCare(lang);
  const reload = async () => {
    answerConflict('reload');
    setState({ dialog: null });
    await refreshPage().catch(() => undefined);
    showAlert('save', s.conflictReloaded());
  };
  return (
    <Modal title={s.conflictTitle()} closeLabel={s.conflictCancel()} onClose={() => answerConflict('cancel')} wide>
      <div data-conflict-dialog="">
        <p>{body.changed_by && body.changed_at ? s.conflictIntro({ name: body.changed_by, time: berlinTime(body.changed_at, lang) }) : s.conflictIntroUnknown()}</p>
        {body.changes.length ? (
          <>
            <h3 className={heading}>{s.conflictChanges()}</h3>
            <ul className={list}>
              {body.changes.map((change) => (
                <li key={`${change.scope}-${change.id}`}>
                  <strong>
                    {change.label} {statusLabel(change, lang)}
                  </strong>
                  {change.fields.length > 0 && (
                    <ul>
                      {change.fields.map((field) => (
                        <FieldDiff key={`${field.field}-${field.lang ?? ''}`} change={change} field={field} lang={lang} />
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{s.conflictNoDetails()}</p>
        )}
        <div className={actions}>
          <button type="button" className={`${button} ${primaryButton}`} onClick={() => void reload()}>
            {s.conflictReload()}
          </button>
          <button type="button" className={button} onClick={() => answerConflict('overwrite')}>
            {s.conflictOverwrite()}
          </button>
        </div>
      </div>
    </Modal>
  );
}

const statusLabel = (change: VersionChange, lang: Lang) => tCare(lang)[change.status]();

const heading = css`
  font-size: 1rem;
  margin: 1rem 0 0.5rem;
`;
const list = css`
  margin: 0;
  padding-left: 1.25rem;
  max-height: 45vh;
  overflow: auto;
  li {
    margin: 0.25rem 0;
  }
`;
const fieldName = css`
  color: ${EDITOR_COLORS.muted};
`;
const added = css`
  background: #d7f5dd;
  color: #0a5a1c;
  text-decoration: underline;
`;
const removed = css`
  background: #fbdada;
  color: #8a1010;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;
