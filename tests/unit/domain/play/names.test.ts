/**
 * Players' names: set-up records what a player typed, or nothing; the default of an empty
 * name ("Player 1", "Player 2") is said in the language of the moment, never stored. Games recorded
 * with a translated default keep it as recorded.
 */
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '../../../../src/i18n/locales/en/play.json' with { type: 'json' };
import es from '../../../../src/i18n/locales/es/play.json' with { type: 'json' };
import fr from '../../../../src/i18n/locales/fr/play.json' with { type: 'json' };
import { applyPlayAction, replay } from '../../../../src/domain/play/reducer';
import { playerNaming, seatNamings } from '../../../../src/domain/play/names';
import { resultSlipOf } from '../../../../src/domain/play/resultSlip';
import { timelineLine } from '../../../../src/domain/play/timeline';
import type { NewPlayer, PlayAction, PlayState } from '../../../../src/domain/play/types';
import { playerNameText } from '../../../../src/features/play/playerName';
import { T0, logOf, makePlan, makePlayer } from '../../../fixtures/play';

function createWith(names: [unknown, unknown], isMe: [boolean, boolean] = [true, false]): Extract<PlayAction, { type: 'create' }> {
  const players = [makePlayer('p1', 1), makePlayer('p2', 1)].map((p, i) => ({ ...p, name: names[i], isMe: isMe[i] })) as unknown as [NewPlayer, NewPlayer];
  return { type: 'create', gameId: 'g1', ownerId: null, plan: makePlan(), players, rollOffWinner: 'p2' };
}

async function translator(language: 'en' | 'es' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', ns: ['play'], defaultNS: 'play', resources: { en: { play: en }, es: { play: es }, fr: { play: fr } } });
  return i18n.t;
}

describe('a name left empty at set-up', () => {
  it('is recorded as no name, and named by its seat: the signed-in player is "me", the other their seat number', () => {
    const state = applyPlayAction(null, createWith(['', '']), T0);
    expect([state.players.p1!.name, state.players.p2!.name]).toEqual(['', '']);
    expect(seatNamings(state)).toEqual([{ kind: 'me' }, { kind: 'seat', n: 2 }]);
    const guests = applyPlayAction(null, createWith(['', ''], [false, false]), T0);
    expect(seatNamings(guests)).toEqual([{ kind: 'seat', n: 1 }, { kind: 'seat', n: 2 }]);
    expect(playerNaming(state, 'nobody')).toBeNull();
  });

  it('is said in the language of the moment: the same game reads "Jugador 1" in Spanish and "Player 1" in English', async () => {
    const state = replay(logOf([createWith(['', ''])])) as PlayState;
    const [me, two] = seatNamings(state);
    const [inSpanish, inEnglish, inFrench] = await Promise.all([translator('es'), translator('en'), translator('fr')]);
    expect([playerNameText(inSpanish, me!), playerNameText(inSpanish, two!)]).toEqual(['Jugador 1', 'Jugador 2']);
    expect([playerNameText(inEnglish, me!), playerNameText(inEnglish, two!)]).toEqual(['Player 1', 'Player 2']);
    expect([playerNameText(inFrench, me!), playerNameText(inFrench, two!)]).toEqual(['Joueur 1', 'Joueur 2']);
  });

  it('reaches the timeline and the result slip in the screen’s words', () => {
    const state = applyPlayAction(applyPlayAction(null, createWith(['', 'Bruno']), T0), { type: 'setInitialInitiative', playerId: 'p1' }, T0);
    const nameOf = (id: string) => (id === 'p1' ? 'Player 1' : (state.players[id]?.name ?? ''));
    expect(timelineLine({ type: 'setInitialInitiative', playerId: 'p1' }, state, nameOf).params).toEqual({ player: 'Player 1' });
    expect(resultSlipOf(state, nameOf).p.map((p) => p.n)).toEqual(['Player 1', 'Bruno']);
  });
});

describe('a typed name', () => {
  it('is kept as typed in every language, as is a default an older version recorded ("Yo")', async () => {
    const state = replay(logOf([createWith(['Ana', 'Yo'])])) as PlayState;
    const [ana, old] = seatNamings(state);
    expect([ana, old]).toEqual([
      { kind: 'typed', name: 'Ana' },
      { kind: 'typed', name: 'Yo' },
    ]);
    const inEnglish = await translator('en');
    expect(playerNameText(inEnglish, old!)).toBe('Yo');
  });

  it('must be text of at most 40 characters (a log from storage or another device)', () => {
    for (const bad of [42, null, { name: 'x' }, 'x'.repeat(41)]) {
      expect(() => applyPlayAction(null, createWith([bad, 'Bruno']), T0), JSON.stringify(bad)).toThrow('play/bad-name');
    }
    expect(applyPlayAction(null, createWith(['x'.repeat(40), 'Bruno']), T0).players.p1!.name).toHaveLength(40);
  });
});
