import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';

/**
 * New passwords (registration, password change) must not be common or easy to guess: zxcvbn-ts estimates the
 * guesses an attacker needs, with its lists of common passwords and English and French words and names, and
 * the user's own e-mail and name. Score 3 means over 10^10 guesses ("safely unguessable" against a slow hash).
 * Existing passwords are never re-checked: users who chose one under older rules still sign in.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

// The dictionaries are a few megabytes: built on first use, not at start-up.
const getEstimator = (): ZxcvbnFactory =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // Only the first 32 characters are estimated: enough to judge, and a long password cannot stall the server.
    maxLength: 32,
    l33tMaxSubstitutions: 4,
  }));

/** True when the password is too common or too easy to guess for a new password. */
export const isWeakPassword = (password: string, userInputs: string[] = []): boolean => {
  const inputs = userInputs
    .flatMap((input) => [input, input.replace(/\s+/g, ''), ...input.split(/[@.\s_+-]+/)])
    .filter(Boolean);
  return getEstimator().check(password, inputs).score < MIN_SCORE;
};

/**
 * ADMIN_PASSWORD under the users' rule (its length is checked with the other settings): a problem to report at
 * start, or undefined when it passes.
 */
export const adminPasswordProblem = (password: string | undefined, email: string | undefined) =>
  password !== undefined && isWeakPassword(password, email ? [email] : [])
    ? 'is too common or too easy to guess; choose a less predictable one, as users must'
    : undefined;
