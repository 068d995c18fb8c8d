/**
 * The password rule, the same on the sign-up form and in the local auth server: at least
 * MIN_PASSWORD_LENGTH characters, not one character repeated, and not a common password.
 * "Common" is zxcvbn-ts's judgement with its common-password dictionary (score 0 or 1: a
 * leaked or dictionary password, a keyboard walk, a sequence); a hand-kept list would only
 * ever hold a few of them. The reasons use the names hosted Supabase gives them:
 * 'length', 'characters' and 'pwned'.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn scores below this are too easy to guess. */
const MIN_SCORE = 2;

export type PasswordWeakness = 'length' | 'characters' | 'pwned';

let checker: ZxcvbnFactory | null = null;

function estimator(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker;
}

/** Why a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string): PasswordWeakness[] {
  const characters = [...password];
  const reasons: PasswordWeakness[] = [];
  if (characters.length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (characters.length > 0 && characters.every((c) => c === characters[0])) reasons.push('characters');
  // Judged only once the length and the characters are right, so one reason at a time is shown.
  if (reasons.length === 0 && estimator().check(password).score < MIN_SCORE) reasons.push('pwned');
  return reasons;
}
