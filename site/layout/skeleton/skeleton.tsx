/**
 * The building block of every loading skeleton (SPEC §2 "Loading skeletons"): grey blocks of a
 * given size with a slow shimmer (none for reduced motion). Skeletons are hidden from assistive
 * technology; the surrounding region announces the busy state.
 */
import { css, keyframes } from 'goober';
import type { ReactNode } from 'react';
import { colors, mq } from '../../../common/theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const block = css`
  display: block;
  border-radius: 0.25rem;
  background: linear-gradient(90deg, ${colors.surface} 25%, ${colors.background} 50%, ${colors.surface} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s linear infinite;
  ${mq.reducedMotion} {
    animation: none;
  }
`;

interface SkeletonProps {
  /** CSS width, e.g. '60%' or '12rem'. */
  width?: string;
  /** CSS height; text lines default to one line of body text. */
  height?: string;
  /** Several lines of text, the last one shorter. */
  lines?: number;
  /** A round shape (avatars, icons). */
  round?: boolean;
  className?: string;
}

export function Skeleton({ width = '100%', height = '1em', lines = 1, round = false, className }: SkeletonProps) {
  if (lines > 1) {
    return (
      <span aria-hidden="true" className={className} style={{ display: 'grid', gap: '0.6em', width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={block} style={{ height, width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${block}${className ? ` ${className}` : ''}`}
      style={{ width, height, borderRadius: round ? '50%' : undefined }}
    />
  );
}

/** A region that is loading: announced as busy, with its skeleton inside. */
export function SkeletonRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" data-skeleton="">
      {children}
    </div>
  );
}
