import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FEATS,
  MISSIONS,
  SCENARIOS,
  getScenario,
  lastRound,
  localise,
  maxScoreLine,
  parseScenario,
  randomEncounter,
  scoringControl,
  scoringLinesFor,
  turnsPerRound,
} from '../../../src/domain/scenarios';

interface FactLine {
  when: string;
  points: number | string;
  currency: string;
  condition: string;
  per?: string;
}
interface FactEntry {
  id: string;
  kind: string;
  official: boolean;
  creator?: string;
  rounds?: number;
  turns_per_round?: number | number[];
  game_end?: { after_round: number };
  required_material?: unknown[];
  scoring: FactLine[] | { rules?: FactLine[]; variants?: { rules: FactLine[] }[] };
}
interface FactBase {
  missions: FactEntry[];
  feats: FactEntry[];
  spec_mapping: { spec_name: string; id: string; kind: string; official: boolean }[];
}

const facts = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../shared/data/game/scenarios.json'), 'utf8')) as FactBase;
const allFacts = [...facts.missions, ...facts.feats];

function factLines(entry: FactEntry): FactLine[] {
  if (Array.isArray(entry.scoring)) return entry.scoring;
  return entry.scoring.rules ?? entry.scoring.variants?.[0]?.rules ?? [];
}

const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('scenarios content', () => {
  it('holds every mission and feat of scenarios.json, in its order, with kind and official/community', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(allFacts.map((e) => e.id));
    expect(MISSIONS).toHaveLength(13);
    expect(FEATS).toHaveLength(5);
    for (const fact of allFacts) {
      const scenario = getScenario(fact.id);
      expect(scenario?.kind).toBe(fact.kind);
      expect(scenario?.official).toBe(fact.official);
      expect(scenario?.creator).toBe(fact.creator ?? null);
    }
  });

  it('covers the 17 spec names plus Consolidated Progress', () => {
    for (const spec of facts.spec_mapping) {
      const scenario = getScenario(spec.id);
      expect(scenario?.names.en, spec.spec_name).toBe(spec.spec_name);
      expect(scenario?.official).toBe(spec.official);
    }
    expect(getScenario('consolidated-progress')?.names).toEqual({ en: 'Consolidated Progress', es: 'Progreso consolidado', fr: 'Consolider la progression' });
  });

  it('credits the community creators', () => {
    expect(getScenario('battle-lines')?.creator).toBe('Anthony Pham (Viridian)');
    expect(getScenario('rescue-mission')?.creator).toBe('Vladimir Sagalov (FinalForm)');
    expect(SCENARIOS.filter((s) => !s.official).every((s) => s.creator)).toBe(true);
  });

  it('marks every Spanish name unconfirmed and French names by their source', () => {
    expect(SCENARIOS.every((s) => s.nameStatus.es === 'unconfirmed')).toBe(true);
    expect(getScenario('take-positions')?.nameStatus.fr).toBe('fan');
    expect(getScenario('fog-of-death')?.nameStatus.fr).toBe('unconfirmed');
    expect(getScenario('battle-lines')?.nameStatus.fr).toBe('unconfirmed');
  });

  it('copies every scoring value of the fact base, with our text in three languages', () => {
    for (const fact of allFacts) {
      const lines = getScenario(fact.id)?.scoring ?? [];
      const expected = factLines(fact);
      expect(lines, fact.id).toHaveLength(expected.length);
      expected.forEach((line, index) => {
        const ours = lines[index];
        expect(ours?.when).toBe(line.when);
        expect(ours?.currency).toBe(line.currency);
        expect(ours?.condition).toBe(line.condition);
        if (typeof line.points === 'number') expect(ours?.points).toBe(line.points);
        else expect(ours?.pointsFormula).toBe(line.points);
        for (const language of ['en', 'es', 'fr'] as const) expect(ours?.text[language].length).toBeGreaterThan(5);
      });
    }
  });

  it('says each line’s points in its text (en, es, fr)', () => {
    for (const line of SCENARIOS.flatMap((s) => s.scoring).filter((l) => l.pointsFormula === null)) {
      for (const language of ['en', 'es', 'fr'] as const) expect(localise(line.text, language), line.id).toContain(String(line.points));
    }
  });

  it('maps every scoring line to a control: stepper for "for each", toggle for "if"', () => {
    const lines = SCENARIOS.flatMap((s) => [...s.scoring, ...s.olderScoring]);
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) expect(['stepper', 'toggle']).toContain(line.control);
    const takePositions = getScenario('take-positions')?.scoring ?? [];
    expect(takePositions.map((l) => l.control)).toEqual(['stepper', 'toggle']);
    expect(getScenario('rescue-mission')?.scoring.map((l) => l.control)).toEqual(['stepper', 'stepper', 'stepper']);
    expect(getScenario('track')?.scoring.map((l) => l.control)).toEqual(['toggle', 'stepper', 'stepper']);
    expect(getScenario('banner')?.scoring.every((l) => l.control === 'toggle')).toBe(true);
    // Fog of Death: each of the 4 Fog markers that touches the conquest marker scores once, and
    // the event moves them all at once, so a round can bring more than one.
    expect(getScenario('fog-of-death')?.scoring.map((l) => [l.control, l.maxCount])).toEqual([['stepper', 4], ['toggle', null]]);
    expect(scoringControl({ condition: 'for each sprout destroyed', per: null, pointsFormula: null })).toBe('stepper');
    expect(scoringControl({ condition: 'if you control the artefact', per: null, pointsFormula: null })).toBe('toggle');
  });

  it('keeps the older Consolidated Progress scoring apart', () => {
    const older = getScenario('consolidated-progress')?.olderScoring ?? [];
    expect(older.map((l) => [l.points, l.currency])).toEqual([[1, 'VP'], [1, 'VP'], [2, 'VP'], [1, 'VP']]);
    expect(getScenario('consolidated-progress')?.scoring.map((l) => l.currency)).toEqual(['MP', 'MP', 'MP']);
  });

  it('has material, rules and set-up text for every fact entry', () => {
    for (const fact of allFacts) {
      const scenario = getScenario(fact.id);
      expect(scenario?.material, fact.id).toHaveLength(fact.required_material?.length ?? 0);
    }
    expect(getScenario('loot')?.rules).toHaveLength(8);
    expect(getScenario('track')?.setup).toHaveLength(3);
  });
});

describe('rounds and turns', () => {
  it('gives turns per round from the fact base', () => {
    expect(turnsPerRound('take-positions', 1)).toBe(5);
    expect(turnsPerRound('fog-of-death', 3)).toBe(4);
    expect([1, 2, 3, 4].map((r) => turnsPerRound('tree-mother', r))).toEqual([5, 4, 3, 2]);
    expect([1, 2, 3, 4].map((r) => turnsPerRound('sacred-land', r))).toEqual([2, 3, 4, 5]);
    expect(turnsPerRound('take-positions', 4)).toBeNull();
    expect(turnsPerRound('take-positions', 0)).toBeNull();
    expect(turnsPerRound('track', 1)).toBeNull();
    expect(turnsPerRound('nope', 1)).toBeNull();
  });

  it('gives the last round', () => {
    for (const fact of facts.missions) expect(lastRound(fact.id)).toBe(fact.game_end?.after_round);
    expect(lastRound('tree-mother')).toBe(4);
    expect(lastRound('banner')).toBeNull();
    expect(lastRound('nope')).toBeNull();
  });
});

describe('scoringLinesFor', () => {
  it('offers end-of-round lines every round', () => {
    expect(scoringLinesFor('take-positions', 1).map((l) => l.points)).toEqual([1, 1]);
    expect(scoringLinesFor('take-positions', 3)).toHaveLength(2);
    expect(scoringLinesFor('take-positions', 4)).toEqual([]);
  });

  it('offers end-of-game lines only in the last round, immediate lines every round', () => {
    expect(scoringLinesFor('tree-mother', 3)).toEqual([]);
    expect(scoringLinesFor('tree-mother', 4)).toHaveLength(4);
    expect(scoringLinesFor('fog-of-death', 1).map((l) => l.when)).toEqual(['immediate', 'end_of_round']);
    expect(scoringLinesFor('track', 1, 3).map((l) => l.when)).toEqual(['immediate', 'immediate']);
    expect(scoringLinesFor('track', 3, 3)).toHaveLength(3);
    expect(scoringLinesFor('banner', 2, 3)).toEqual([]);
    expect(scoringLinesFor('banner', 3, 3)).toHaveLength(4);
    expect(scoringLinesFor('banner', 3)).toEqual([]);
    expect(scoringLinesFor('nope', 1)).toEqual([]);
  });
});

describe('maxScoreLine', () => {
  it('is the points of a toggle and points x cap of a capped stepper', () => {
    const [each, none] = getScenario('take-positions')?.scoring ?? [];
    expect(each && maxScoreLine(each)).toBe(2);
    expect(none && maxScoreLine(none)).toBe(1);
    const ghosts = getScenario('ghosts-from-the-mist')?.scoring[3];
    expect(ghosts && maxScoreLine(ghosts)).toBe(12);
    const survivors = getScenario('rescue-mission')?.scoring[1];
    expect(survivors && maxScoreLine(survivors)).toBeNull();
  });
});

describe('randomEncounter', () => {
  it('pairs one mission and one feat with the injected random', () => {
    const first = randomEncounter(sequence(0, 0));
    expect(first.mission.id).toBe('take-positions');
    expect(first.feat.id).toBe('track');
    const last = randomEncounter(sequence(0.999, 0.999));
    expect(last.mission.id).toBe('rescue-mission');
    expect(last.feat.id).toBe('resources');
  });

  it('leaves the narrative mission out unless asked, and community missions with officialOnly', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) seen.add(randomEncounter(sequence(i / 40, 0)).mission.id);
    expect(seen.has('tree-mother')).toBe(false);
    expect(seen.size).toBe(12);
    const official = new Set<string>();
    for (let i = 0; i < 40; i++) official.add(randomEncounter(sequence(i / 40, 0), { officialOnly: true }).mission.id);
    expect([...official].sort()).toEqual(['consolidated-progress', 'expanse', 'fog-of-death', 'influence-zones', 'loot', 'quadrants', 'take-positions']);
    expect(randomEncounter(sequence(0.55, 0), { includeNarrative: true }).mission.id).toBe('tree-mother');
  });
});

describe('parseScenario', () => {
  it('accepts a bundled entry and rejects a broken one', () => {
    const entry = JSON.parse(JSON.stringify(getScenario('loot'))) as Record<string, unknown>;
    expect(parseScenario(entry)?.scoring[0]?.control).toBe('toggle');
    expect(parseScenario({ ...entry, scoring: [] })).toBeUndefined();
    expect(parseScenario({ ...entry, names: { en: 'Loot' } })).toBeUndefined();
    expect(parseScenario(null)).toBeUndefined();
  });
});
