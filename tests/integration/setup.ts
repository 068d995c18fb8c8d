// Real IndexedDB semantics in Node for the Dexie layer (ARCHITECTURE.md: fake-indexeddb only in Node tests).
import 'fake-indexeddb/auto';
