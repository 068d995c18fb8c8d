// Missions and feats against the fact base (../shared/data/game/scenarios.json): every entry is
// in the seed in three languages with its scoring table, the seed's structured details equal the
// bundled module, and no text states as a rule what the fact base marks unverified.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, parseScenario, type LocalisedText, type Scenario } from '../../../src/domain/scenarios';
import type { Mission } from '../../../src/domain/types';
import { buildScenarios, missionRows } from '../../../supabase/seed/build-scenarios';

const ROOT = resolve(__dirname, '../../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const seed = readJson<Mission[]>(resolve(ROOT, 'supabase/seed/content/missions.json'));
const facts = readJson<{
  missions: { id: string; game_end: { early_end: unknown } }[];
  feats: { id: string }[];
}>(resolve(ROOT, '../shared/data/game/scenarios.json'));

const LANGUAGES = ['en', 'es', 'fr'] as const;

/** Said next to anything unconfirmed, in each language. */
const UNCONFIRMED = /unconfirmed|sin confirmar|no está confirmado|non confirmé|n’est pas confirmé/i;

/**
 * Statements the fact base marks unverified (its `unverified` entries), as phrases in en/es/fr.
 * A sentence matching one of them must say it is unconfirmed.
 */
const UNVERIFIED_CLAIMS: { key: string; patterns: RegExp[] }[] = [
  {
    key: 'scenarios.json pairing: whether official play always adds one feat',
    patterns: [/\b(always|every game|each game)\b[^.]*\bfeat/i, /\b(siempre|toda partida|cada partida)\b[^.]*\bhazaña/i, /\b(toujours|chaque partie)\b[^.]*\bexploit/i],
  },
  {
    key: 'game-structure scoring_currencies: whether the final result adds MP and AP',
    patterns: [
      /\b(add|adds|added|sum|total)\b[^.]*\b(MP|mission points)\b[^.]*\b(AP|feat points)\b/i,
      /\b(suma|suman|total)\b[^.]*\bPM\b[^.]*\bAP\b/i,
      /\b(additionn\w*|somme|total)\b[^.]*\bPM\b[^.]*\bPA\b/i,
    ],
  },
  {
    key: 'game-structure deployment: who deploys first and how it is decided',
    patterns: [/\b(roll[- ]off|deploys first|deploy first)\b/i, /\b(despliega primero|tirada enfrentada)\b/i, /\b(se déploie en premier|jet de déploiement)\b/i],
  },
  {
    key: 'game-structure initiative: how initiative is decided for round 1',
    patterns: [/\binitiative\b[^.]*\b(first round|round 1)\b/i, /\biniciativa\b[^.]*\b(primera ronda|ronda 1)\b/i, /\binitiative\b[^.]*\b(première manche|manche 1)\b/i],
  },
  {
    key: 'game-structure objective_control: how ties between conquest values are resolved',
    patterns: [/\b(tie|tied|equal)\b[^.]*\bconquest value/i, /\bempate\b[^.]*\bvalor de conquista/i, /\bégalité\b[^.]*\bvaleur de conquête/i],
  },
  {
    key: "game-structure end_of_round: the 'No one left behind' move distance",
    patterns: [/\bno one left behind\b[^.]*\d/i],
  },
  {
    key: 'ghosts-from-the-mist: the attack value of a fog ghost',
    patterns: [/\bghost\w*\b[^.]*\battack\w*\b[^.]*\d/i, /\bfantasma\w*\b[^.]*\bataque\w*\b[^.]*\d/i, /\bfantôme\w*\b[^.]*\battaque\w*\b[^.]*\d/i],
  },
  {
    key: 'tree-mother: dice decoded from glyph codes (derived, unverified)',
    patterns: [/\bblack, black\b/i, /\bnegro, negro\b/i, /\bnoir, noir\b/i, /\bcover die\b/i, /\bdado de cobertura\b/i, /\bdé de couvert\b/i],
  },
];

/** The sentences of a text that state an unverified fact without saying it is unconfirmed. */
function unverifiedStatements(text: string): string[] {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.filter((sentence) => !UNCONFIRMED.test(sentence) && UNVERIFIED_CLAIMS.some((c) => c.patterns.some((p) => p.test(sentence))));
}

function textsOf(s: Scenario): LocalisedText[] {
  return [
    s.names,
    s.summary,
    ...s.scoring.map((l) => l.text),
    ...s.olderScoring.map((l) => l.text),
    ...s.material.map((m) => m.text),
    ...s.setup.map((m) => m.text),
    ...(s.setupNote ? [s.setupNote] : []),
    ...s.rules.map((r) => r.text),
    ...s.earlyEnd.map((e) => e.text),
    ...s.notes,
  ];
}

describe('missions seed against the fact base', () => {
  it('is what npm run scenarios builds from scenarios.json and prose.ts (no hand edits)', () => {
    const built = buildScenarios(readJson(resolve(ROOT, '../shared/data/game/scenarios.json')));
    expect(readJson(resolve(ROOT, 'src/domain/data/scenarios.json'))).toEqual(JSON.parse(JSON.stringify(built)));
    expect(seed).toEqual(JSON.parse(JSON.stringify(missionRows(built))));
  });

  it('has every mission and feat of scenarios.json in three languages with its scoring table', () => {
    const ids = [...facts.missions, ...facts.feats].map((e) => e.id);
    expect(seed.map((m) => m.id)).toEqual(ids);
    for (const row of seed) {
      const details = parseScenario(row.details);
      expect(details, row.id).toBeDefined();
      expect(details?.scoring.length, row.id).toBeGreaterThan(0);
      for (const line of details?.scoring ?? []) {
        for (const language of LANGUAGES) expect(line.text[language].trim(), `${line.id} ${language}`).not.toBe('');
        expect(['stepper', 'toggle']).toContain(line.control);
      }
      expect([row.name, row.name_es, row.name_fr]).toEqual([details?.names.en, details?.names.es, details?.names.fr]);
    }
  });

  it('carries the same structured entries as the bundled module', () => {
    for (const scenario of SCENARIOS) {
      const row = seed.find((m) => m.id === scenario.id);
      expect(parseScenario(row?.details), scenario.id).toEqual(scenario);
    }
  });

  it('gives an early end only where the fact base states one', () => {
    for (const fact of facts.missions) {
      const scenario = SCENARIOS.find((s) => s.id === fact.id);
      if (fact.game_end.early_end === null) expect(scenario?.earlyEnd, fact.id).toEqual([]);
      else expect(scenario?.earlyEnd.length, fact.id).toBeGreaterThan(0);
    }
  });

  it('states nothing the fact base marks unverified', () => {
    const found: string[] = [];
    for (const scenario of SCENARIOS) {
      for (const text of textsOf(scenario)) {
        for (const language of LANGUAGES) found.push(...unverifiedStatements(text[language]).map((s) => `${scenario.id} ${language}: ${s}`));
      }
    }
    for (const row of seed) {
      for (const body of [row.body, row.body_es, row.body_fr]) found.push(...unverifiedStatements(body.replace(/<[^>]+>/g, ' ')).map((s) => `${row.id} body: ${s}`));
    }
    expect(found).toEqual([]);
  });

  it('catches a planted unverified statement, and lets it pass when marked unconfirmed', () => {
    expect(unverifiedStatements('Each fog ghost attacks with 3 successes.')).toHaveLength(1);
    expect(unverifiedStatements('The player who wins the roll-off deploys first.')).toHaveLength(1);
    expect(unverifiedStatements('Al final se suman los PM y los AP.')).toHaveLength(1);
    expect(unverifiedStatements('Chaque partie ajoute toujours un exploit.')).toHaveLength(1);
    expect(unverifiedStatements('The sprout defends with black, black and green dice.')).toHaveLength(1);
    expect(unverifiedStatements('The sprout defends with black, black and green dice: unconfirmed.')).toEqual([]);
    expect(unverifiedStatements('1 MP if you control the central objective.')).toEqual([]);
  });
});
