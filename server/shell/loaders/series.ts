/** Series detail (slug optional) and the /abonnements listing, inline with their Open Graph. */
import de from '../../../common/i18n/de/programme';
import en from '../../../common/i18n/en/programme';
import { namespace } from '../../../common/i18n/namespace';
import { listSeries, loadSeriesDetail } from '../../features/programme/place-service';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam } from './detail-head';
import { datesJsonLd } from './event-json-ld';

export const seriesLoader: RouteLoader<'series'> = async (ctx) => {
  const id = idParam(ctx);
  const series = id === null ? null : await loadSeriesDetail(ctx.db, id, ctx.lang);
  if (!series) return NOT_FOUND;
  const { name, lead, description, image, url, urls } = series;
  return { data: series, head: { ...detailHead({ title: name, texts: [lead, description], image, url, urls }), jsonLd: await datesJsonLd(ctx, series.events) } };
};

const tProgramme = namespace({ de, en });

export const seriesListLoader: RouteLoader<'series-list'> = async ({ db, lang }) => {
  const texts = tProgramme(lang);
  return { data: await listSeries(db, lang), head: { title: texts.seriesListTitle(), description: texts.seriesListIntro() } };
};
