/**
 * One filter of the bar as a disclosure (SPEC §4: one dropdown open at a time; the bar decides which):
 * a <details> whose summary names the filter and whose panel holds a checkbox group or the calendar.
 * The server draws it, so it opens without JavaScript and its boxes go with the bar's GET form
 *; the app follows the browser's toggle and closes the others. Escape and a click
 * outside close it; Escape gives the focus back to its summary.
 */
import { css } from 'goober';
import type { ReactNode } from 'react';
import { colors, mq } from '../../../common/theme';
import { VISUALLY_HIDDEN_CLASS } from '../../../common/styles/class-names';
import { useDisclosure } from '../../layout/header/use-disclosure';

interface FilterDropdownProps {
  id: string;
  label: string;
  /** How many of its options are chosen (shown on the summary). */
  chosen: number;
  open: boolean;
  onToggle(open: boolean): void;
  children: ReactNode;
}

export function FilterDropdown({ id, label, chosen, open, onToggle, children }: FilterDropdownProps) {
  const { root: details, button: summary } = useDisclosure<HTMLDetailsElement>({ open, onToggle });
  return (
    <details ref={details} className={root} open={open}>
      <summary ref={summary} className={toggle} aria-controls={`${id}-panel`}>
        {label}
        {chosen > 0 ? <span className={badge}>{chosen}</span> : null}
        <span aria-hidden="true" className={marker} />
      </summary>
      <div id={`${id}-panel`} className={panelStyle}>
        {children}
      </div>
    </details>
  );
}

export interface CheckboxOption {
  id: number;
  name: string;
}

interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  chosen: readonly number[];
  onToggle(id: number): void;
}

/** Several options of one filter; the group's legend names the filter for screen readers. */
export function CheckboxGroup({ legend, name, options, chosen, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset className={group}>
      <legend className={VISUALLY_HIDDEN_CLASS}>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={choice}>
          <input type="checkbox" name={name} value={option.id} checked={chosen.includes(option.id)} onChange={() => onToggle(option.id)} />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}

const root = css`
  position: relative;
`;

const toggle = css`
  display: inline-flex;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 1px solid ${colors.border};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
  details[open] > & {
    border-color: ${colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* A block-level flex box fills its <details> (a percentage width let the summary overflow it). */
  ${mq.mobile} {
    display: flex;
    justify-content: space-between;
  }
`;

/** ▾ closed, ▴ open: drawn by CSS, so the server's markup is right before the app runs. */
const marker = css`
  &::after {
    content: '▾';
  }
  details[open] > summary > &::after {
    content: '▴';
  }
`;

const badge = css`
  min-width: 1.4rem;
  padding: 0 0.3rem;
  border-radius: 0.7rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: 0.8rem;
  text-align: center;
`;

const panelStyle = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  z-index: 20;
  min-width: 16rem;
  max-height: 24rem;
  overflow: auto;
  padding: 1rem;
  border: 1px solid ${colors.border};
  background: ${colors.background};
  box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.12);
  ${mq.mobile} {
    position: static;
    box-shadow: none;
    border-top: 0;
  }
`;

const group = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
`;


const choice = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2rem;
  cursor: pointer;
  & input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${colors.primary};
  }
`;
