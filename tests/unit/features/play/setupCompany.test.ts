import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../../../src/domain/lists';
import type { SharedList } from '../../../../src/domain/types';
import { communityCompany } from '../../../../src/features/play/setupCompany';
import { testCatalogue, unitById } from '../../../fixtures/domain';

const view = () => ({ dataVersion: testCatalogue().dataVersion, units: testCatalogue().units });

// What a post's owner sent: only what they chose to claim (synced rows are not trusted).
const post = (units: object[]): SharedList => ({
  id: 'post-1',
  user_id: '',
  name: 'Too good to be true',
  faction: 'syenann',
  description: null,
  image_url: null,
  units: units as SharedList['units'],
  is_tournament_list: false,
  tournament_name: null,
  is_active: true,
  updated_at: '2026-11-24T00:00:00.000Z',
  dataVersion: testCatalogue().dataVersion,
});

describe('play set-up from a community post (issue 15)', () => {
  it('plays the catalogue’s points and command, not the post’s claims, and leaves a made-up unit out', () => {
    const alula = unitById('alula');
    const company = communityCompany(
      post([
        { id: 'alula', name: 'Alula', pointsCost: 1, command: 9, quantity: 1 },
        { id: 'fake-dragon', name: 'Fake Dragon', pointsCost: 1, quantity: 1 },
      ]),
      view(),
    );
    expect(company).toMatchObject({ name: 'Too good to be true', faction: 'syenann', listId: null });
    expect(company.units.map((u) => [u.id, u.pointsCost, u.command])).toEqual([['alula', alula.pointsCost, alula.command]]);
    expect(computeTotals(company.units).points).toBe(alula.pointsCost);
    expect(alula.pointsCost).not.toBe(1);
  });
});
