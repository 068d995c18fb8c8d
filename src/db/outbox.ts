/**
 * Builds outbox entries for the repositories. Each entry is stamped with the account that
 * was signed in when the write happened (sync rule 11): auth calls setOutboxAccount() on
 * every sign-in and sign-out, so a guest's writes carry null.
 */
import type { ArmyList } from '../domain/types';
import type { OutboxEntry, OutboxOp } from './types';

let outboxAccountId: string | null = null;

export function setOutboxAccount(id: string | null): void {
  outboxAccountId = id;
}

export function getOutboxAccount(): string | null {
  return outboxAccountId;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq'>;

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
