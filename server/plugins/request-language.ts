/** The language of a request's own answer, for messages written before any route knows it. */
import type { FastifyRequest } from 'fastify';
import { langOfPath, type Lang } from '../../common/routes';
import deLimits from '../../common/i18n/de/request-limits';
import enLimits from '../../common/i18n/en/request-limits';
import { namespace } from '../../common/i18n/namespace';
import { preferredLang } from '../shell/language';

export const tLimits = namespace({ de: deLimits, en: enLimits });

/** The address's language prefix, else the browser's preference. */
export const requestLang = (request: FastifyRequest): Lang => langOfPath(request.url) ?? preferredLang(request.headers['accept-language']);
