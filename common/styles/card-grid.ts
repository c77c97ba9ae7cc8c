/**
 * Cards in a grid: one column on phones, two from `md`, three from `lg`; one rule for every card
 * list. CSS text for a `css` block, like common/styles/inline-list.ts.
 */
import { mq, sizes } from '../theme';

export const cardGrid = `display:grid;gap:${sizes.gutter};${mq.md}{grid-template-columns:repeat(2,minmax(0,1fr));}${mq.lg}{grid-template-columns:repeat(3,minmax(0,1fr));}`;
