/**
 * Picks an image's focal point: click the spot, or move it with the arrow keys
 * in steps of 5 %. 0–1 from the left and from the top, like MediaItem.focal.
 */
import { css } from 'goober';

export interface FocalPointProps {
  src: string;
  /** The image's own size, so the frame keeps its place while the picture loads (no jump under the pointer). */
  width: number | null;
  height: number | null;
  focal: { x: number; y: number };
  label: string;
  hint: string;
  onChange(focal: { x: number; y: number }): void;
}

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

export function FocalPoint({ src, width, height, focal, label, hint, onChange }: FocalPointProps) {
  const percent = `${Math.round(focal.x * 100)} % / ${Math.round(focal.y * 100)} %`;
  return (
    <div className={wrap}>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuetext={percent}
        aria-valuenow={Math.round(focal.x * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        title={hint}
        className={frame}
        onClick={(e) => {
          const rect = e.currentTarget.getBoundingClientRect();
          onChange({ x: clamp((e.clientX - rect.left) / rect.width), y: clamp((e.clientY - rect.top) / rect.height) });
        }}
        onKeyDown={(e) => {
          const step = 0.05;
          const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
          const move = moves[e.key];
          if (!move) return;
          e.preventDefault();
          onChange({ x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) });
        }}
      >
        <img src={src} alt="" {...(width && height ? { width, height } : {})} />
        <span className={dot} style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
      </div>
      <small>
        {label}: {percent}
      </small>
    </div>
  );
}

const wrap = css`
  display: grid;
  gap: 0.25rem;
`;
const frame = css`
  position: relative;
  display: inline-block;
  width: 16rem;
  max-width: 100%;
  cursor: crosshair;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  &:focus-visible {
    outline: 3px solid #0b57d0;
  }
`;
const dot = css`
  position: absolute;
  width: 1.25rem;
  height: 1.25rem;
  margin: -0.625rem 0 0 -0.625rem;
  border: 3px solid #fff;
  border-radius: 50%;
  box-shadow: 0 0 0 2px #0b57d0;
  pointer-events: none;
`;
