/** The editor's look: one dark toolbar colour, one accent, shared button and dialog styles. */
import { css } from 'goober';

export const EDITOR_COLORS = { bar: '#1d1d1f', accent: '#0b57d0', outline: '#0b57d0', danger: '#a50e0e', text: '#111', muted: '#555', surface: '#fff' } as const;
/** Above the visitor app's sticky header, menus and overlays. */
export const EDITOR_Z = 2147483000;

/** The editor's button, as rules: its class below, and the hub's buttons (editor/hub/hub-app.tsx), which share it. */
export const BUTTON_RULES = `
  font: 600 14px/1.2 system-ui, sans-serif;
  padding: 0.45rem 0.75rem;
  border: 1px solid #767676;
  border-radius: 4px;
  background: #fff;
  color: ${EDITOR_COLORS.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${EDITOR_COLORS.accent};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    background: ${EDITOR_COLORS.accent};
    border-color: ${EDITOR_COLORS.accent};
    color: #fff;
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

export const button = css(BUTTON_RULES);

export const primaryButton = css`
  background: ${EDITOR_COLORS.accent} !important;
  border-color: ${EDITOR_COLORS.accent} !important;
  color: #fff !important;
`;

export const dangerButton = css`
  background: ${EDITOR_COLORS.danger} !important;
  border-color: ${EDITOR_COLORS.danger} !important;
  color: #fff !important;
`;

export const editorFont = css`
  font: 15px/1.45 system-ui, sans-serif;
  color: ${EDITOR_COLORS.text};
`;

export const srOnly = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
