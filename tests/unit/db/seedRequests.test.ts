import { afterEach, describe, expect, it } from 'vitest';
import type { WarcrowDB } from '../../../src/db/database';
import type { SeedGroup } from '../../../src/db/seed/groups';
import { expectSeeder, requestSeedGroup, setSeeder } from '../../../src/db/seed/seedRequests';

// Only the requests' identity matters here: the seeder below never touches a database.
const aDb = () => ({}) as WarcrowDB;

afterEach(() => setSeeder(null));

describe('seed requests', () => {
  it('wait for the sync link while the page expects one, then go to it once per group', async () => {
    const db = aDb();
    expectSeeder();
    const sent: SeedGroup[] = [];
    const first = requestSeedGroup(db, 'core');
    const same = requestSeedGroup(db, 'core');
    const news = requestSeedGroup(db, 'news');
    await Promise.resolve();
    expect(sent).toEqual([]);
    setSeeder((group) => {
      sent.push(group);
      return Promise.resolve();
    });
    await Promise.all([first, same, news]);
    expect(sent).toEqual(['core', 'news']);
    await requestSeedGroup(db, 'core');
    expect(sent).toEqual(['core', 'news']);
  });

  it('a group that was not written is asked for again by the next request, and no request rejects', async () => {
    const db = aDb();
    let calls = 0;
    setSeeder(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('worker gone')) : Promise.resolve();
    });
    await expect(requestSeedGroup(db, 'reference')).resolves.toBeUndefined();
    await requestSeedGroup(db, 'reference');
    expect(calls).toBe(2);
    await requestSeedGroup(db, 'reference');
    expect(calls).toBe(2);
  });

  it('another database is another set of requests', async () => {
    const sent: SeedGroup[] = [];
    setSeeder((group) => {
      sent.push(group);
      return Promise.resolve();
    });
    await requestSeedGroup(aDb(), 'core');
    await requestSeedGroup(aDb(), 'core');
    expect(sent).toEqual(['core', 'core']);
  });
});
