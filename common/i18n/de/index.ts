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

/** German, the default language and the shape every other language follows. */
const de = {
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

export default de;
