/** The top of every programme detail page: kicker, headline, subline and lead beside an aside (facts, image). */
import type { ReactNode } from 'react';
import { intro, kicker, lead as leadClass, title as titleClass } from './styles';

export interface DetailHeaderProps {
  kicker?: string;
  title: string;
  subline?: string;
  lead?: string;
  aside?: ReactNode;
  children?: ReactNode;
}

export function DetailHeader({ kicker: pre, title, subline, lead, aside, children }: DetailHeaderProps) {
  return (
    <header className={intro}>
      <div>
        {pre ? <p className={kicker}>{pre}</p> : null}
        <h1 className={titleClass}>{title}</h1>
        {subline ? <p className={leadClass}>{subline}</p> : null}
        {lead ? <p className={leadClass}>{lead}</p> : null}
        {children}
      </div>
      {aside}
    </header>
  );
}
