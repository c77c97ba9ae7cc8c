/**
 * The editor's one dialog (STYLE.md 13): a native <dialog> opened with showModal(), so the page
 * behind is inert, focus stays inside and Escape closes it.
 */
import { css } from 'goober';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { button, editorFont, EDITOR_Z } from '../styles';
import { useFocusReturn } from '../focus/focus-return';

export interface ModalProps {
  title: string;
  onClose(): void;
  /** Without it the dialog has no close button (the login modal must be answered). */
  closeLabel?: string;
  children: ReactNode;
  wide?: boolean;
}

export function Modal({ title, onClose, closeLabel, children, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useFocusReturn(ref);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      className={`${dialogStyle} ${editorFont}`}
      // The padding (3rem) comes on top of the width: without it subtracted, a 390 px phone scrolled sideways.
      style={{ width: `min(${wide ? 64 : 40}rem, calc(96vw - 3rem))` }}
      onCancel={(event) => {
        event.preventDefault();
        // Escape inside a widget with popups of its own (Editor.js's toolbox, the link form) closes those, not the form.
        if ((document.activeElement as HTMLElement | null)?.closest('[data-own-escape]')) return;
        onClose();
      }}
    >
      <div className={head}>
        <h2 id={id}>{title}</h2>
        {closeLabel && (
          <button type="button" className={button} onClick={onClose}>
            {closeLabel}
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}

const dialogStyle = css`
  z-index: ${EDITOR_Z};
  border: 0;
  border-radius: 8px;
  padding: 1.25rem 1.5rem 1.5rem;
  max-height: 90vh;
  /* A form's sticky actions (module-form.tsx) never cover the field or button focus scrolls to. */
  scroll-padding-bottom: 4.5rem;
  box-shadow: 0 10px 40px rgb(0 0 0 / 0.35);
  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
`;

const head = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
