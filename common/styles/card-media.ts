/**
 * A card's image filling its width at a fixed ratio, cropped rather than stretched, for every card
 * with a picture. CSS text for a `css` block, on one line like common/styles/inline-list.ts.
 */
export const cardMedia = (ratio: `${number} / ${number}`) => `& img{display:block;width:100%;height:auto;aspect-ratio:${ratio};object-fit:cover;}`;
