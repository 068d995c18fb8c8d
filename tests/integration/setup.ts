// Real IndexedDB semantics in Node for the Dexie layer (ARCHITECTURE.md: fake-indexeddb only in Node tests).
import 'fake-indexeddb/auto';

// News is sanitised as it is pulled (sync/newsIngest.ts), with DOMPurify on a DOM: Node has
// none, so the sync engine gets one from jsdom, loaded only when news first arrives.
import { createRequire } from 'node:module';
import type { JSDOM as JsDom } from 'jsdom';
import { createSanitizer } from '../../src/domain/sanitize';
import { registerHtmlSanitiser } from '../../sync/newsIngest';

registerHtmlSanitiser(
  createSanitizer(() => {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsDom };
    return new JSDOM('').window as unknown as Window;
  }),
);
