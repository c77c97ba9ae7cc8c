import { css } from 'goober';
import { useState } from 'react';
import { colors, timings } from '../../theme';
import type { RendererProps } from '../renderer-props';
import { prose } from '../shared/styles';
import type declaration from './schema';

const item = css`
  border-bottom: 1px solid ${colors.border};
  & h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const toggle = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  width: 100%;
  padding: 1rem 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.5rem;
    line-height: 1;
    transition: transform ${timings.submenuS}s;
  }
  &[aria-expanded='true']::after {
    transform: rotate(45deg);
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** One question as a disclosure (WAI-ARIA accordion pattern): a real button, so Enter and Space work everywhere. */
export function FaqItem({ data, module }: RendererProps<typeof declaration>) {
  const [open, setOpen] = useState(false);
  const panelId = `faq-${module.id}`;
  return (
    <div className={item}>
      <h3>
        <button type="button" className={toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {data.headline}
        </button>
      </h3>
      <div id={panelId} className={prose} hidden={!open} style={{ paddingBottom: '1rem' }} dangerouslySetInnerHTML={{ __html: data.content }} />
    </div>
  );
}
