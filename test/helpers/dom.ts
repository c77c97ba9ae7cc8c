/** A browser-like global DOM for component tests (happy-dom, STACK-NOTES "Tests"). Import first. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!(globalThis as { document?: unknown }).document) {
  GlobalRegistrator.register({ url: 'http://localhost:3000/de', width: 1440, height: 900 });
}
