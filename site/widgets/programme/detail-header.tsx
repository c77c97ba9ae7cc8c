/** The top of every programme detail page: kicker, headline, subline and lead beside an aside (facts, image). */
import type { ReactNode } from 'react';
import { STRUCK_CLASS } from '../../../common/styles/class-names';
import { intro, kicker, lead as leadClass, title as titleClass } from './styles';

export interface DetailHeaderProps {
  kicker?: string;
  title: string;
  subline?: string;
  lead?: string;
  aside?: ReactNode;
  children?: ReactNode;
  /** The event's state, above the headline; a cancelled event's headline is struck through. */
  state?: ReactNode;
  struck?: boolean;
}

export function DetailHeader({ kicker: pre, title, subline, lead, aside, children, state, struck: isStruck }: DetailHeaderProps) {
  return (
    <header className={intro}>
      <div>
        {state}
        {pre ? <p className={kicker}>{pre}</p> : null}
        <h1 className={isStruck ? `${titleClass} ${STRUCK_CLASS}` : titleClass}>{title}</h1>
        {subline ? <p className={leadClass}>{subline}</p> : null}
        {lead ? <p className={leadClass}>{lead}</p> : null}
        {children}
      </div>
      {aside}
    </header>
  );
}
