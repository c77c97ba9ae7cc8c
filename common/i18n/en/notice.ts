/** SPEC §1: the notice layer is German for every visitor, so English reuses the German texts. */
export { default } from '../de/notice';
