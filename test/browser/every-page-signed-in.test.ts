import { everyPageKind } from './every-page-steps';

everyPageKind(true);
