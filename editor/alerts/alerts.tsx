/**
 * Save and error alerts (SPEC §4 "Alerts: status save or error, auto-hide after 4000 ms"), announced
 * to screen readers: saves politely (role=status), errors at once (role=alert). The two live
 * regions stay in the document so additions are announced.
 */
import { css } from 'goober';
import { useEditor } from '../state/store';
import { EDITOR_COLORS, EDITOR_Z, editorFont } from '../styles';

export function Alerts() {
  const alerts = useEditor((s) => s.alerts);
  return (
    <div className={`${wrap} ${editorFont}`}>
      <div role="status" aria-live="polite">
        {alerts
          .filter((a) => a.kind === 'save')
          .map((a) => (
            <p key={a.id} className={`${item} ${saveItem}`} data-alert="save">
              {a.text}
            </p>
          ))}
      </div>
      <div role="alert" aria-live="assertive">
        {alerts
          .filter((a) => a.kind === 'error')
          .map((a) => (
            <p key={a.id} className={`${item} ${errorItem}`} data-alert="error">
              {a.text}
            </p>
          ))}
      </div>
    </div>
  );
}

const wrap = css`
  position: fixed;
  right: 1rem;
  bottom: 4.5rem;
  z-index: ${EDITOR_Z + 2};
  display: grid;
  gap: 0.5rem;
  max-width: 24rem;
`;
const item = css`
  margin: 0 0 0.5rem;
  padding: 0.75rem 1rem;
  border-radius: 6px;
  color: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
`;
const saveItem = css`
  background: #0d652d;
`;
const errorItem = css`
  background: ${EDITOR_COLORS.danger};
`;
