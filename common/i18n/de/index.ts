import common from './common';
import header from './header';
import footer from './footer';
import alert from './alert';
import notice from './notice';
import shell from './shell';
import errors from './errors';
import site from './site';
import modules from './modules';
import format from './format';

/** German, the default language and the shape every other language follows. */
const de = {
  common,
  header,
  footer,
  alert,
  notice,
  shell,
  errors,
  site,
  modules,
  format,
};

export default de;
