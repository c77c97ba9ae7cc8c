import type { Dictionary } from '../dictionaries';
import common from './common';
import header from './header';
import footer from './footer';
import alert from './alert';
import shell from './shell';
import errors from './errors';
import site from './site';
import format from './format';
import events from './events';
import modules from './modules';

const en: Dictionary = {
  common,
  header,
  footer,
  alert,
  shell,
  errors,
  site,
  format,
  events,
  modules,
};

export default en;
