import { everyPageKind } from './every-page-steps';

everyPageKind(false);
