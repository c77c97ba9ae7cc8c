/**
 * A list laid out as a wrapping row (tags, chips, pager pages, link rows), one rule for
 * all of them. CSS text a `css` block takes in, so the caller's one class keeps its own
 * additions; one line, as brotli compresses this small file alone (ARCHITECTURE "Budgets").
 */
export const inlineList = (gap = '0.5rem') => `display:flex;flex-wrap:wrap;gap:${gap};margin:0;padding:0;list-style:none;`;
