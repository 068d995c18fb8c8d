import { describe, expect, it } from 'vitest';
import en from '../../../../src/i18n/locales/en/play.json' with { type: 'json' };
import es from '../../../../src/i18n/locales/es/play.json' with { type: 'json' };
import fr from '../../../../src/i18n/locales/fr/play.json' with { type: 'json' };
import { signed, timelineLine } from '../../../../src/domain/play/timeline';
import { UNIT_STATES, type PlayAction } from '../../../../src/domain/play/types';
import { END_OF_ROUND_STEPS } from '../../../../src/domain/play/rules';
import { STARTED, createAction, run } from '../../../fixtures/play';

const state = run(STARTED);
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `<missing ${k}>`));
const english = (action: PlayAction) => {
  const line = timelineLine(action, state);
  const text = (en.timeline as Record<string, string>)[line.key.replace('timeline.', '')];
  if (text === undefined) throw new Error(`no English text for ${line.key}`);
  return fill(text, line.params);
};

describe('the timeline says what happened and to whom', () => {
  it('names the player and the unit of an activation, a Rest and a pass', () => {
    expect(english({ type: 'activate', playerId: 'p1', unitId: 'p1-u2' })).toBe('Ana activates p1 unit 2');
    expect(english({ type: 'activate', playerId: 'p2', unitId: 'p2-u1', rest: true })).toBe('Bruno: Rest with p2 unit 1');
    expect(english({ type: 'activate', playerId: 'p2', unitId: null })).toBe('Bruno: activation with no unit');
  });

  it('names the unit and the change for stress, wounds, markers and states', () => {
    expect(english({ type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: 1 })).toBe('p1 unit 1: stress +1');
    expect(english({ type: 'adjustUnit', unitId: 'p1-u1', field: 'wounds', delta: -1 })).toBe('p1 unit 1: wounds \u22121');
    expect(english({ type: 'setUnitFlag', unitId: 'p2-u3', flag: 'demoralized', value: true })).toBe('p2 unit 3 is demoralized');
    expect(english({ type: 'setUnitFlag', unitId: 'p2-u3', flag: 'removed', value: false })).toBe('p2 unit 3 is back on the table');
    expect(timelineLine({ type: 'setUnitState', unitId: 'p1-u1', state: 'slowed', value: true }, state)).toEqual({ key: 'timeline.stateOn', params: { unit: 'p1 unit 1', state: 'slowed' } });
    expect(english({ type: 'scoreRound', round: 2, scores: {} })).toBe('Round 2 scored');
  });

  it('a unit or player the game does not know reads as an empty name, never an error', () => {
    expect(english({ type: 'activate', playerId: 'nobody', unitId: 'nothing' })).toBe(' activates ');
    expect(signed(0)).toBe('+0');
  });

  it('every line of every action has its text, with all its values, in en, es and fr', () => {
    const actions: PlayAction[] = [
      createAction(),
      { type: 'setFirstToDeploy', playerId: 'p1' },
      { type: 'setFirstToDeploy', playerId: null },
      { type: 'setInitialInitiative', playerId: 'p2' },
      { type: 'setInitialInitiative', playerId: null },
      { type: 'setDeployed', unitId: 'p1-u1', deployed: true },
      { type: 'setDeployed', unitId: 'p1-u1', deployed: false },
      { type: 'startGame' },
      { type: 'chooseFirstPlayer', playerId: 'p1' },
      { type: 'activate', playerId: 'p1', unitId: 'p1-u1' },
      { type: 'activate', playerId: 'p1', unitId: 'p1-u1', rest: true },
      { type: 'activate', playerId: 'p1', unitId: null },
      { type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: -1 },
      { type: 'adjustUnit', unitId: 'p1-u1', field: 'wounds', delta: 2 },
      ...(['demoralized', 'objective', 'removed', 'activated'] as const).flatMap((flag) => [true, false].map((value) => ({ type: 'setUnitFlag', unitId: 'p1-u1', flag, value }) as PlayAction)),
      ...UNIT_STATES.flatMap((s) => [true, false].map((value) => ({ type: 'setUnitState', unitId: 'p1-u1', state: s, value }) as PlayAction)),
      ...END_OF_ROUND_STEPS.map((_, i) => ({ type: 'completeEndOfRoundStep', step: i + 1 }) as PlayAction),
      { type: 'scoreRound', round: 1, scores: {} },
      { type: 'endGameEarly' },
      { type: 'undo' },
    ];
    for (const locale of [en, es, fr]) {
      for (const action of actions) {
        const line = timelineLine(action, state);
        const text = (locale.timeline as Record<string, string>)[line.key.replace('timeline.', '')];
        expect(text, `${line.key}`).toBeTypeOf('string');
        const placeholders = [...text!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
        for (const p of placeholders) expect(line.params, `${line.key} needs ${p}`).toHaveProperty(p);
        if (line.params.state !== undefined) expect((locale.states as Record<string, { name: string }>)[line.params.state as string]?.name).toBeTypeOf('string');
        if (line.params.step) expect((locale.endOfRound.steps as Record<string, { title: string }>)[line.params.step as string]?.title).toBeTypeOf('string');
      }
    }
  });
});
