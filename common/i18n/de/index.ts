import common from './common';

/** German, the default language and the shape every other language follows. */
const de = {
  common,
};

export default de;
