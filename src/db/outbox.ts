/**
 * Builds outbox entries for the repositories. Each entry is stamped with the account that
 * was signed in when the write happened (sync rule 11): auth calls setOutboxAccount() on
 * every sign-in and sign-out, so a guest's writes carry null.
 */
import type { ArmyList, ShortLinkRecord } from '../domain/types';
import type { GameOutboxEntry, GamePushPayload, OutboxEntry, OutboxOp, ShortLinkOutboxEntry } from './types';

let outboxAccountId: string | null = null;
const accountListeners = new Set<(id: string | null) => void>();

export function setOutboxAccount(id: string | null): void {
  const changed = id !== outboxAccountId;
  outboxAccountId = id;
  if (changed) for (const listener of accountListeners) listener(id);
}

/**
 * Be told when the signed-in account changes (the sync engine runs at once for a new
 * account). Returns the unsubscribe function.
 */
export function onOutboxAccountChange(listener: (id: string | null) => void): () => void {
  accountListeners.add(listener);
  return () => {
    accountListeners.delete(listener);
  };
}

export function getOutboxAccount(): string | null {
  return outboxAccountId;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;
export type NewShortLinkOutboxEntry = Omit<ShortLinkOutboxEntry, 'seq'>;

export function listOutboxEntry(op: OutboxOp, row: ArmyList, now: number): NewOutboxEntry {
  return {
    table: 'lists',
    op,
    rowId: row.id,
    payload: row,
    accountId: outboxAccountId,
    createdAt: now,
    attempts: 0,
    lastError: null,
    status: 'pending',
  };
}

/** `accountId` overrides the signed-in account (a conflict copy belongs to the entry's account). */
export function listOutboxEntryFor(accountId: string | null, op: OutboxOp, row: ArmyList, now: number): NewOutboxEntry {
  return { ...listOutboxEntry(op, row, now), accountId };
}

export function shortLinkOutboxEntry(record: ShortLinkRecord, now: number): NewShortLinkOutboxEntry {
  return {
    table: 'shortLinks',
    op: 'upsert',
    rowId: record.hash,
    payload: record,
    accountId: outboxAccountId,
    createdAt: now,
    attempts: 0,
    lastError: null,
    status: 'pending',
  };
}

/** A game's push (or delete) under the signed-in account; null for a guest, whose games stay on the device. */
export function gameOutboxEntry(op: OutboxOp, payload: GamePushPayload, now: number): Omit<GameOutboxEntry, 'seq'> | null {
  if (outboxAccountId === null) return null;
  return {
    table: 'games',
    op,
    rowId: payload.id,
    payload,
    accountId: outboxAccountId,
    createdAt: now,
    attempts: 0,
    lastError: null,
    status: 'pending',
  };
}
