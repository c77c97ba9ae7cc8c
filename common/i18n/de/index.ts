import common from './common';
import header from './header';
import shell from './shell';
import errors from './errors';
import site from './site';
import format from './format';
import events from './events';
import modules from './modules';

/** German, the default language and the shape every other language follows. */
const de = {
  common,
  header,
  shell,
  errors,
  site,
  format,
  events,
  modules,
};

export default de;
