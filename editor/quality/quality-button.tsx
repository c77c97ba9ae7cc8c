/**
 * The quality checks in the toolbar (Wagtail's userbar checker): a count of the
 * findings; the button opens their list; an item scrolls to its module and outlines it.
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { tQuality } from '../i18n/strings';
import { breakpoints } from '../../common/theme';
import { moduleLabel, moduleSummary } from '../overlay/module-kinds';
import { useEditor, useLang } from '../state/store';
import { button, EDITOR_COLORS, EDITOR_Z, srOnly } from '../styles';
import type { Finding } from './findings';
import { locate } from './locate';
import { runChecks, useQuality, watchQuality } from './run-checks';

export { tQuality };
/** Phones: below the theme's md breakpoint the list gives way to the module it points at. */
const NARROW = `not all and (min-width: ${breakpoints.md})`;
type Strings = ReturnType<typeof tQuality>;

export function messageOf(finding: Finding, q: Strings): string {
  switch (finding.kind) {
    case 'headingSkipped':
      return q.headingSkipped({ from: finding.from, to: finding.to });
    case 'altFileName':
      return q.altFileName({ alt: finding.alt });
    case 'deadLink':
      return q.deadLink({ href: finding.href });
    default:
      return q[finding.kind]();
  }
}

export function QualityButton() {
  const lang = useLang();
  const q = tQuality(lang);
  const { running, findings, failed } = useQuality();
  const [open, setOpen] = useState(false);
  const [outlined, setOutlined] = useState<Element | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => watchQuality(), []);
  const count = findings?.length ?? 0;
  const close = () => {
    setOpen(false);
    setOutlined(null);
    toggle.current?.focus();
  };
  const show = (target: Element) => {
    target.scrollIntoView({ block: 'center' });
    setOutlined(target);
    // On a phone the list and the toolbar cover most of the screen: they step aside for the module.
    if (matchMedia(NARROW).matches) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={button}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-busy={running}
        data-quality-button=""
        onClick={() => (open ? close() : (setOutlined(null), setOpen(true)))}
      >
        {q.button()}{' '}
        {/* The badge for the eye, a sentence for the ear: the name reads 'Qualität 2 Hinweise'. */}
        <span className={`${badge} ${count ? warn : fine}`} data-quality-count={findings ? count : ''} aria-hidden="true">
          {findings ? count : failed ? '!' : '…'}
        </span>
        <span className={srOnly}>{findings ? q.findings({ count }) : failed ? q.failed() : q.running()}</span>
      </button>
      {open && <QualityList id={id} findings={findings ?? []} running={running} failed={failed} onShow={show} onClose={close} />}
      {outlined?.isConnected && <Outline target={outlined} />}
    </>
  );
}

interface ListProps {
  id: string;
  findings: Finding[];
  running: boolean;
  failed: boolean;
  onShow(target: Element): void;
  onClose(): void;
}

function QualityList({ id, findings, running, failed, onShow, onClose }: ListProps) {
  const lang = useLang();
  const q = tQuality(lang);
  const page = useEditor((s) => s.shown?.page ?? null);
  const heading = useId();
  return (
    <section
      id={id}
      aria-labelledby={heading}
      className={panel}
      data-quality-list=""
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={heading}>{q.title()}</h2>
      {failed && <p role="alert">{q.failed()}</p>}
      {findings.length === 0 && !failed ? (
        <p>{q.none()}</p>
      ) : (
        <ol className={list}>
          {findings.map((finding, index) => {
            const place = page ? locate(finding.element, page) : null;
            const module = place?.module ? [moduleLabel(place.module.type, lang), moduleSummary(place.module.data)].filter(Boolean).join(': ') : '';
            const where = place ? [q.where({ n: place.section }), module].filter(Boolean).join(' · ') : '';
            return (
              <li key={index}>
                <button type="button" className={`${button} ${itemButton}`} data-quality-item={finding.kind} onClick={() => onShow(place?.target ?? finding.element)}>
                  <span>{messageOf(finding, q)}</span>
                  {where && <span className={muted}>{where}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className={actions}>
        <button type="button" className={button} disabled={running} onClick={() => void runChecks()}>
          {q.again()}
        </button>
        <button type="button" className={button} onClick={onClose}>
          {q.close()}
        </button>
      </div>
    </section>
  );
}

/** A box drawn over the module, in the editor's own layer: the visitor's DOM stays untouched. */
function Outline({ target }: { target: Element }) {
  const [, remeasure] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(() => remeasure((n) => n + 1));
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  const rect = target.getBoundingClientRect();
  const box = { top: rect.top + scrollY, left: rect.left + scrollX, width: rect.width, height: rect.height };
  return createPortal(<div className={outline} style={box} data-quality-outline="" aria-hidden="true" />, document.body);
}

const badge = css`
  display: inline-block;
  min-width: 1.4em;
  margin-left: 0.25rem;
  padding: 0.05rem 0.35rem;
  border-radius: 999px;
  font-weight: 700;
  text-align: center;
`;
const warn = css`
  background: #ffd54f;
  color: #111;
`;
const fine = css`
  background: #0d652d;
  color: #fff;
`;
/** Placed on the toolbar itself (a fixed box), so it stays on screen however the toolbar wraps. */
const panel = css`
  position: absolute;
  bottom: calc(100% + 0.5rem);
  left: 0.5rem;
  z-index: ${EDITOR_Z + 1};
  box-sizing: border-box;
  width: min(28rem, calc(100vw - 1rem));
  max-height: 60vh;
  overflow: auto;
  padding: 0.75rem 1rem;
  background: #fff;
  color: ${EDITOR_COLORS.text};
  border-radius: 6px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.3);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
`;
const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.35rem;
`;
/** The editor's button, laid out as a list entry: its title over its place, in the page's own weight. */
const itemButton = css`
  display: grid;
  gap: 0.15rem;
  width: 100%;
  text-align: left;
  font: inherit;
  padding: 0.45rem 0.6rem;
`;
const muted = css`
  color: ${EDITOR_COLORS.muted};
  font-size: 0.875rem;
`;
const actions = css`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;
const outline = css`
  position: absolute;
  z-index: ${EDITOR_Z - 1};
  box-sizing: border-box;
  outline: 4px solid #e8710a;
  outline-offset: 2px;
  box-shadow: 0 0 0 9999px rgb(0 0 0 / 0.15);
  pointer-events: none;
`;
