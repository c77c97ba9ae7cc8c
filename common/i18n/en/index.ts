import type { Dictionary } from '../index';
import common from './common';
import header from './header';
import footer from './footer';
import alert from './alert';

const en: Dictionary = {
  common,
  header,
  footer,
  alert,
};

export default en;
