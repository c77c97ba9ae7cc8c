import type { MouseEvent } from 'react';
import type { RendererProps } from '../renderer-props';
import { scrollToAnchor } from '../shared/scroll-to-anchor';
import { textLink } from '../shared/styles';
import type declaration from './schema';

export function AnchorItem({ data }: RendererProps<typeof declaration>) {
  const jump = (event: MouseEvent) => {
    if (scrollToAnchor(data.anchor)) event.preventDefault();
  };
  return (
    <li>
      <a href={`#${data.anchor}`} className={textLink} onClick={jump}>
        {data.link_text}
      </a>
    </li>
  );
}
