import { css, keyframes } from 'goober';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { colors, mq } from '../../../common/theme';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Busy indicator with the request to wait a moment (SPEC §2 "Header"), announced politely. */
export function Spinner({ lang }: { lang: Lang }) {
  return (
    <div role="status" className={root}>
      <span className={wheel} aria-hidden="true" />
      <span>{t(lang).header.wait()}</span>
    </div>
  );
}

const root = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 2rem 0;
  color: ${colors.textMuted};
`;

const wheel = css`
  width: 1.5rem;
  height: 1.5rem;
  border: 3px solid ${colors.border};
  border-top-color: ${colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${mq.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
