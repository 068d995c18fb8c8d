/**
 * Shared checks of game text against the fact base (../shared/data/game): the points it marks
 * unverified must not be stated as rules. Each topic names the `unverified` entry it stands for
 * (a phrase of that entry, checked against the fact base by the tests) and, per language, what a
 * sentence about it looks like. Such a sentence must say the point is unconfirmed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language } from '../../../src/domain/types';

export const GAME_DIR = process.env.GAME_DATA_DIR ?? resolve(__dirname, '../../../../shared/data/game');
export const readFact = <T>(name: string): T => JSON.parse(readFileSync(resolve(GAME_DIR, name), 'utf8')) as T;

/** Every string found in any `unverified` field of a fact-base file, at any depth. */
export function unverifiedEntries(value: unknown, inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => unverifiedEntries(v, inside));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => unverifiedEntries(v, inside || key === 'unverified'));
  }
  return [];
}

/** Words that mark a sentence as saying the point is not confirmed. */
export const UNCONFIRMED: Readonly<Record<Language, RegExp>> = {
  en: /unconfirmed|not confirmed|none of our sources|no source|imply/i,
  es: /sin confirmar|no confirmad|ninguna de nuestras fuentes|ninguna fuente|dan a entender/i,
  fr: /non confirm|pas confirm|aucune de nos sources|aucune source|laissent entendre/i,
};

export interface UnverifiedTopic {
  /** A phrase of the fact base's `unverified` entry this topic stands for. */
  entry: string;
  /** A sentence is about the topic when every pattern of its language matches it. */
  about: Readonly<Record<Language, RegExp[]>>;
  /** Optional: sentences matching this are not about the topic (e.g. the verified Scout alternation). */
  except?: Readonly<Record<Language, RegExp>>;
}

export const UNVERIFIED_TOPICS: readonly UnverifiedTopic[] = [
  {
    entry: 'who deploys first',
    about: {
      en: [/deploys? first|deploy(?:s|ed)? before the other|roll-?off/i],
      es: [/despliega(?:n)? primero|tirada enfrentada para desplegar|quién despliega/i],
      fr: [/d[ée]ploie(?:nt)? en premier|jet pour se d[ée]ployer|qui se d[ée]ploie (?:d'abord|avant)/i],
    },
  },
  {
    entry: 'one at a time alternately',
    about: {
      en: [/one at a time|alternat/i],
      es: [/de una en una|altern/i],
      fr: [/une par une|à tour de rôle|altern/i],
    },
    except: { en: /Scout/, es: /Explorador/, fr: /Éclaireur/ },
  },
  {
    entry: 'initiative is decided for round 1',
    about: {
      en: [/initiative/i, /first round|round 1\b|round one/i],
      es: [/iniciativa/i, /primera ronda|ronda 1\b/i],
      fr: [/initiative/i, /premi[èe]re manche|manche 1\b/i],
    },
  },
  {
    entry: "'No one left behind' move distance",
    about: {
      en: [/No one left behind|how far/i, /\d+\s*strides|how far|distance/i],
      es: [/Nadie se queda atrás/i, /\d+\s*zancadas|distancia/i],
      fr: [/Personne n'est laissé pour compte/i, /\d+\s*pas\b|distance/i],
    },
  },
  {
    entry: 'tied conquest values',
    about: {
      en: [/\btie|tied/i, /conquest|objective/i],
      es: [/empate/i, /conquista|objetivo/i],
      fr: [/égalit/i, /conquête|objectif/i],
    },
  },
  {
    entry: 'command token supply',
    about: {
      en: [/command tokens?/i, /\d|how many|refresh|per round|each round|start/i],
      es: [/fichas de mando/i, /\d|cuántas|recuper|por ronda|cada ronda/i],
      fr: [/jetons de commandement/i, /\d|nombre|renouvel|par manche|chaque manche/i],
    },
  },
  {
    entry: 'where a newly demoralized unit',
    about: {
      en: [/token/i, /first placed|placed at position|placed on position|starts? at position/i],
      es: [/ficha/i, /al principio|se coloca en la casilla|empieza en la casilla/i],
      fr: [/jeton/i, /au départ|placé sur la case|commence à la case/i],
    },
  },
  {
    entry: 'final result adds MP and AP',
    about: {
      en: [/(mission|MP)/, /(feat|AP)/, /\badd|\bsum|together|total/i],
      es: [/misión/i, /proeza/i, /\bsuma/i],
      fr: [/scénario/i, /exploit/i, /additionn|somme/i],
    },
  },
  {
    entry: 'fewer units than turns',
    about: {
      en: [/fewer units than turns/i],
      es: [/menos unidades que turnos/i],
      fr: [/moins d'unités que de tours/i],
    },
  },
  {
    entry: 'number of positions on the physical counter',
    about: {
      en: [/positions on the (physical )?counter/i],
      es: [/casillas del contador/i],
      fr: [/cases du compteur/i],
    },
  },
  {
    entry: 'advances one position per turn',
    about: {
      en: [/one position per turn/i],
      es: [/una casilla por turno/i],
      fr: [/une case par tour/i],
    },
  },
];

/** Plain text of rules HTML, list items and paragraphs ending sentences. */
export function plain(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/g, '. ')
    .replace(/<\/?(strong|em)>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/([.:;])\s*\.(\s|$)/g, '$1$2')
    .trim();
}

export function sentences(html: string): string[] {
  return plain(html)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Sentences of the text that state an unverified point without saying it is unconfirmed. */
export function unverifiedClaims(html: string, language: Language): string[] {
  const claims: string[] = [];
  for (const sentence of sentences(html)) {
    for (const topic of UNVERIFIED_TOPICS) {
      if (!topic.about[language].every((re) => re.test(sentence))) continue;
      if (topic.except?.[language].test(sentence)) continue;
      if (!UNCONFIRMED[language].test(sentence)) claims.push(`[${topic.entry}] ${sentence}`);
    }
  }
  return claims;
}
