import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readOutboxSummary, type OutboxSummary } from '../queries';

/**
 * One account's sync queue as /profile shows it: how many of its writes wait for the server
 * (lists kept in the cloud and short links) and the writes the server refused, with their
 * reason. `accountId` null is the guest. undefined while loading.
 */
export const useOutboxSummary = (accountId: string | null): OutboxSummary | undefined =>
  useLiveQuery(() => readOutboxSummary(getDb(), accountId), [accountId]);
