// Issue 13 item 12: a record the device cannot read is kept aside, untouched, and counted so
// the player is told; readable lists (and a unit taken down to 0, or a tombstone) are not.
import { describe, expect, it } from 'vitest';
import { countDamagedLists } from '../../../src/db/damagedLists';
import { readArmyLists } from '../../../src/db/queries';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { T0, freshDb, iso, pick, uuid } from './helpers';

describe('saved lists that cannot be read (issue 13 item 12)', () => {
  it('are counted for the player and left as they are; the others load', async () => {
    const db = freshDb();
    const good = await saveListLocally({ name: 'Good', faction: 'syenann', units: pick('syenann', 2) }, { now: T0, id: uuid(1) }, db);
    const units = pick('syenann', 2);
    await db.lists.bulkPut([
      { id: uuid(2), name: 'Half read', faction: 'syenann', units: [units[0], { id: 7 }] as never, created_at: iso(T0), updated_at: iso(T0) },
      { id: uuid(3), faction: 12, units: 'garbage' } as never,
      { id: uuid(4), name: 'Removed unit', faction: 'syenann', units: [units[0], { ...units[1], quantity: 0 }] as never, created_at: iso(T0), updated_at: iso(T0) },
      { id: uuid(5), name: 'Gone', faction: 'syenann', units: 'garbage' as never, created_at: iso(T0), updated_at: iso(T0), deleted_at: iso(T0) },
      { id: uuid(6), name: 'Theirs', faction: 'syenann', units: [{ id: 7 }] as never, created_at: iso(T0), updated_at: iso(T0), user_id: 'someone-else' },
    ]);
    expect(await countDamagedLists(db, null)).toBe(2);
    expect((await readArmyLists(db, null)).map((l) => l.id)).toEqual(expect.arrayContaining([good.id, uuid(2), uuid(4)]));
    // Nothing was rewritten by reading.
    expect(await db.lists.get(uuid(3))).toEqual({ id: uuid(3), faction: 12, units: 'garbage' });
  });
});
