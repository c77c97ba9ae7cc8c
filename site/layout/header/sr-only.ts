/** Text for screen readers only (visually hidden, still read): the document's one style for it. */
export { VISUALLY_HIDDEN_CLASS as srOnly } from '../../../common/styles/class-names';
