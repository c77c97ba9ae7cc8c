/**
 * 'Zur Redaktionsleiste': the first stop of the Tab key for a signed-in editor (the toolbar is
 * drawn last in the page, behind every visitor link). Hidden until it has focus, like the visitor
 * app's skip links.
 */
import { css } from 'goober';
import { tEditor } from '../state/content';
import { useLang } from '../state/store';
import { button, EDITOR_Z } from '../styles';

export function SkipToToolbar() {
  const s = tEditor(useLang());
  return (
    <a
      href="#editor-toolbar"
      className={`${button} ${skip}`}
      onClick={(event) => {
        event.preventDefault();
        document.querySelector<HTMLElement>('#editor-toolbar button, #editor-toolbar a')?.focus();
      }}
    >
      {s.skipToToolbar()}
    </a>
  );
}

const skip = css`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: ${EDITOR_Z + 2};
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
    border: 0;
  }
`;
