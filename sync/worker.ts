/**
 * The sync worker's entry (ARCHITECTURE.md: the sync engine runs in a Web Worker). The page
 * starts it through sync/syncWorkerClient.ts; everything it does is in sync/engineHost.ts.
 */
import { hostSyncEngine, type EnginePort } from './engineHost';

hostSyncEngine(globalThis as unknown as EnginePort);
