import { defineModule } from '../define';

/** Blog items per list (SPEC §5, §9: 1 to 8). */
export const BLOG_ITEMS = { min: 1, max: 8 } as const;

/**
 * SPEC §3 Blog teaser list: the newest `items` articles. `article_objs` and `main_teaser_obj` are what
 * the API may derive from it; without them the renderer asks the articles-teaser call.
 */
export default defineModule({
  type: 'blog-teaser-list',
  label: { de: 'Magazin-Teaser', en: 'Blog teaser list' },
  fields: {
    items: { kind: 'number', label: { de: 'Anzahl der Beiträge', en: 'Number of articles' }, required: true, min: BLOG_ITEMS.min, max: BLOG_ITEMS.max, default: 3 },
  },
});
