/**
 * 'Also here: Anna Alt' in the toolbar, with each colleague's initials. A
 * polite live region: a screen reader hears a colleague arrive without losing its place.
 */
import { css } from 'goober';
import { tCare } from '../care-strings';
import { useLang } from '../state/store';
import { usePresence } from './use-presence';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export function PresenceNames({ pageId }: { pageId: number }) {
  const lang = useLang();
  const editors = usePresence(pageId);
  return (
    <span aria-live="polite" className={box} data-presence="">
      {editors.length > 0 && (
        <>
          {editors.map((editor) => (
            <span key={editor.id} className={avatar} aria-hidden="true" title={editor.name}>
              {initials(editor.name)}
            </span>
          ))}
          <span>{tCare(lang).alsoHere({ names: editors.map((e) => e.name).join(', ') })}</span>
        </>
      )}
    </span>
  );
}

const box = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  color: #fff;
`;
const avatar = css`
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: #f2a365;
  color: #111;
  font: 700 12px/1 system-ui, sans-serif;
`;
