/**
 * Route data of /{lang}/forms/{slug}/{id}: the form inlined into the HTML shell, so the
 * page paints without an API call; an unknown or offline form is the 404 page.
 */
import type { RouteLoader } from '../../shell/loaders/types';
import { loadForm } from './form-service';

/** Longest meta description we derive from the intro. */
const DESCRIPTION_MAX = 160;

export const formLoader: RouteLoader<'form'> = async ({ db, lang, params }) => {
  const id = Number(params.id);
  const form = Number.isInteger(id) && id >= 1 && id <= 2147483647 ? await loadForm(db, id, lang) : null;
  if (!form) return { data: null, status: 404 };
  const intro = form.intro.replace(/\s+/g, ' ').trim();
  return {
    data: form,
    head: {
      title: form.title,
      description: intro.length > DESCRIPTION_MAX ? `${intro.slice(0, DESCRIPTION_MAX - 1)}…` : intro,
      // Slugs differ per language (kontakt, contact): the form knows its own addresses.
      canonical: form.urls[lang],
      alternates: form.urls,
    },
  };
};
