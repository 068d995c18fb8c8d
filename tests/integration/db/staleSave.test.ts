// Issue 13 item 9: a save made from a stale copy of a list (another tab saved it since) is
// refused by the repository with list.changedElsewhere and writes nothing; a save from the
// current copy, or an overwrite, goes through. Two Dexie handles on one database are two tabs.
import { describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../../src/db/database';
import { AppError } from '../../../src/db/errors';
import { getList, LIST_CHANGED_ELSEWHERE, saveListLocally } from '../../../src/db/repositories/lists';
import { contentOfList } from '../../../src/domain/listContent';
import { freshDb, pick } from './helpers';

describe('a save from a stale copy (issue 13 item 9)', () => {
  it('is refused with nothing written; the current copy and an overwrite save', async () => {
    const tabOne = freshDb();
    const tabTwo = openAppDatabase(tabOne.name);
    try {
      const first = await saveListLocally({ name: 'Two tabs', faction: 'syenann', units: pick('syenann', 1), note: 'first' }, {}, tabOne);
      const opened = contentOfList((await getList(first.id, tabTwo))!);

      // Tab 1 adds a unit and saves, from the copy it holds.
      const newer = await saveListLocally({ id: first.id, name: 'Two tabs', faction: 'syenann', units: pick('syenann', 2), note: 'first' }, { basedOn: contentOfList(first) }, tabOne);
      const entries = await tabOne.outbox.count();

      // Tab 2, still on the old copy, saves: refused, and tab 1's unit is still there.
      const stale = await saveListLocally({ id: first.id, name: 'Two tabs', faction: 'syenann', units: pick('syenann', 1), note: 'mine' }, { basedOn: opened }, tabTwo).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(AppError);
      expect((stale as AppError).code).toBe(LIST_CHANGED_ELSEWHERE);
      expect((await getList(first.id, tabOne))?.units).toHaveLength(2);
      expect((await getList(first.id, tabOne))?.note).toBe('first');
      expect(await tabOne.outbox.count()).toBe(entries);

      // Overwrite (no base): the player chose it.
      await saveListLocally({ id: first.id, name: 'Two tabs', faction: 'syenann', units: pick('syenann', 3), note: 'mine' }, {}, tabTwo);
      expect((await getList(first.id, tabOne))?.units).toHaveLength(3);
      // A save from the current copy is never refused.
      const current = contentOfList((await getList(first.id, tabOne))!);
      await expect(saveListLocally({ id: newer.id, name: 'Two tabs', faction: 'syenann', units: pick('syenann', 4) }, { basedOn: current }, tabOne)).resolves.toMatchObject({ id: first.id });
    } finally {
      tabTwo.close();
    }
  });
});
