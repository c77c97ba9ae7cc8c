/** Errors in the first load: the tab title of an error (SPEC §8). The error page's texts: error-page.ts. */
export default {
  title: 'Fehler {status:number}',
};
