import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readOutboxSummary, type OutboxSummary } from '../queries';

/**
 * One account's sync queue as /profile shows it: how many of its writes wait for the server
 * (lists kept in the cloud and short links) and the writes the server refused, with their
 * reason. `accountId` null is the guest, undefined not known yet (the sign-in is still being
 * read): the summary is undefined until both the account and its queue are known, so a
 * signed-in player's pending writes are never shown as the guest's empty queue.
 */
export const useOutboxSummary = (accountId: string | null | undefined): OutboxSummary | undefined =>
  useLiveQuery(() => (accountId === undefined ? undefined : readOutboxSummary(getDb(), accountId)), [accountId]);
