/**
 * Every feature of the server is an encapsulated Fastify plugin registered here, in this order.
 * Each feature folder holds its routes, its queries and its serializers.
 */
import type { FastifyPluginAsync } from 'fastify';
import admin from './admin';
import authRoutes from './auth/routes';
import breakingNewsRoutes from './breaking-news/routes';
import consentRoutes from './consent/routes';
import editorApi from './editor-api';
import errorLogRoutes from './error-log/routes';
import magazineRoutes from './magazine/routes';
import forms from './forms';
import navRoutes from './nav/routes';
import openingHoursRoutes from './opening-hours/routes';
import pageRoutes from './pages/routes';
import publishJob from './drafts/publish-job';
import programmeRoutes from './programme';
import redirectRoutes from './redirects/routes';
import searchRoutes from './search/routes';
import seoRoutes from './seo/routes';
import settingsRoutes from './settings/routes';
import swRoutes from './sw/routes';
import ticketshop from './ticketshop';
import userRoutes from './user/routes';
import versionRoutes from './versions/routes';
import vitalsRoutes from './vitals/routes';

export const FEATURES: FastifyPluginAsync[] = [
  settingsRoutes,
  navRoutes,
  userRoutes,
  authRoutes,
  pageRoutes,
  editorApi,
  publishJob,
  redirectRoutes,
  openingHoursRoutes,
  breakingNewsRoutes,
  errorLogRoutes,
  programmeRoutes,
  magazineRoutes,
  searchRoutes,
  ticketshop,
  forms,
  vitalsRoutes,
  consentRoutes,
  versionRoutes,
  swRoutes,
  seoRoutes,
  admin,
];
