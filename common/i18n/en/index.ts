import type { Dictionary } from '../index';
import common from './common';

const en: Dictionary = {
  common,
};

export default en;
