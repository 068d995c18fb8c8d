import { describe, expect, it } from 'vitest';
import { setOutboxAccount } from '../../../src/db/outbox';
import { countPendingWrites } from '../../../src/db/queries';
import { discardDraft, discardPostDrafts, getDraft, keepDraft } from '../../../src/db/repositories/drafts';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { confirmOutboxEntry, pendingOutboxEntries, recordOutboxFailure, rejectedOutboxEntries } from '../../../src/db/repositories/outbox';
import {
  chooseLanguage,
  chooseTheme,
  clearSetting,
  dismissPerformancePanel,
  getSetting,
  rememberFaction,
} from '../../../src/db/repositories/settings';
import { resolveShortLink, saveShortLink } from '../../../src/db/repositories/shortLinks';
import { IDLE_SYNC_STATUS, getSyncStatus, recordSyncStatus } from '../../../src/db/repositories/syncState';
import type { PostFormDraft } from '../../../src/db/types';
import { T0, freshDb, iso, pick, uuid } from './helpers';

describe('settings', () => {
  it('keeps language, last faction, theme and the dismissed performance panel', async () => {
    freshDb();
    expect(await getSetting('language')).toBeUndefined();
    await chooseLanguage('es');
    await rememberFaction('feudom');
    await chooseTheme('dark');
    await dismissPerformancePanel();
    expect([await getSetting('language'), await getSetting('lastFaction'), await getSetting('theme'), await getSetting('performancePanelDismissed')]).toEqual([
      'es',
      'feudom',
      'dark',
      true,
    ]);
    await clearSetting('theme');
    expect(await getSetting('theme')).toBeUndefined();
  });
});

describe('drafts', () => {
  const form: PostFormDraft = { postName: 'My post', description: 'Fast list', selectedImage: '/img.jpg', isTournamentList: true, tournamentName: 'Cup' };

  it('keeps the post form draft and the editing copy, and clears both after a post', async () => {
    const db = freshDb();
    await keepDraft('postForm', form, { now: T0 });
    await keepDraft('sharedListEdit', { name: 'Edit', faction: 'syenann', units: pick('syenann', 1), description: 'x' }, { now: T0 });
    expect(await getDraft('postForm')).toEqual(form);
    expect((await db.drafts.get('postForm'))?.updated_at).toBe(iso(T0));
    expect((await getDraft('sharedListEdit'))?.name).toBe('Edit');
    await discardDraft('postForm');
    expect(await getDraft('postForm')).toBeNull();
    await keepDraft('postForm', form, { now: T0 });
    await discardPostDrafts();
    expect(await db.drafts.count()).toBe(0);
  });
});

describe('short links', () => {
  it('resolves a saved hash on this device and returns null otherwise', async () => {
    freshDb();
    const saved = await saveShortLink({ hash: 'abc123', code: 'N4Ig…', listName: 'Raiders', faction: 'northern-tribes' }, { now: T0 });
    expect(saved.created).toBe(iso(T0));
    expect(await resolveShortLink('abc123')).toEqual(saved);
    expect(await resolveShortLink('missing')).toBeNull();
    expect(await resolveShortLink('  ')).toBeNull();
  });

  it('ignores a stored record without a code', async () => {
    const db = freshDb();
    await db.shortLinks.put({ hash: 'bad', code: '', listName: 'x', faction: 'x', created: iso(T0) });
    expect(await resolveShortLink('bad')).toBeNull();
  });
});

describe('outbox for the sync engine', () => {
  it('lists pending entries per account in write order, confirms, counts failures and marks rejections', async () => {
    const db = freshDb();
    setOutboxAccount('alice');
    await saveListLocally({ name: 'A1', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    setOutboxAccount(null);
    await saveListLocally({ name: 'G1', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });
    setOutboxAccount('alice');
    await saveListLocally({ name: 'A2', faction: 'syenann', units: pick('syenann') }, { now: T0 + 2, id: uuid(3) });

    const alice = await pendingOutboxEntries('alice');
    expect(alice.map((e) => e.rowId)).toEqual([uuid(1), uuid(3)]);
    expect((await pendingOutboxEntries(null)).map((e) => e.rowId)).toEqual([uuid(2)]);
    expect((await pendingOutboxEntries('bob')).length).toBe(0);
    expect((await pendingOutboxEntries('alice', { limit: 1 })).map((e) => e.rowId)).toEqual([uuid(1)]);
    expect(await countPendingWrites(db)).toBe(3);

    await confirmOutboxEntry(alice[0]!.seq);
    await recordOutboxFailure(alice[1]!.seq, 'HTTP 503');
    expect(await db.outbox.get(alice[1]!.seq)).toMatchObject({ attempts: 1, lastError: 'HTTP 503', status: 'pending' });
    await recordOutboxFailure(alice[1]!.seq, 'violates row-level security', { rejected: true });
    expect((await rejectedOutboxEntries()).map((e) => [e.rowId, e.attempts])).toEqual([[uuid(3), 2]]);
    expect(await countPendingWrites(db)).toBe(1);
    await recordOutboxFailure(9999, 'gone');
  });
});

describe('sync status', () => {
  it('starts idle and merges what sync records', async () => {
    freshDb();
    expect(await getSyncStatus()).toEqual(IDLE_SYNC_STATUS);
    await recordSyncStatus({ phase: 'pulling', progress: { done: 1, total: 4 } });
    const after = await recordSyncStatus({ phase: 'idle', lastSuccessAt: iso(T0), progress: null });
    expect(after).toEqual({ phase: 'idle', lastSuccessAt: iso(T0), lastError: null, progress: null });
    expect(await getSyncStatus()).toEqual(after);
  });
});
