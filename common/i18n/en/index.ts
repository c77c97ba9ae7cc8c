import type { Dictionary } from '../dictionaries';
import common from './common';
import header from './header';
import shell from './shell';
import errors from './errors';
import site from './site';
import format from './format';
import events from './events';
import modules from './modules';

const en: Dictionary = {
  common,
  header,
  shell,
  errors,
  site,
  format,
  events,
  modules,
};

export default en;
