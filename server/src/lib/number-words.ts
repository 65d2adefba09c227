/**
 * English and French cardinal words for the small counts tender text and typed queries spell out
 * ("five years of experience", « deux ans »), keyed in lower case. Shared by requirement extraction and the
 * natural-language parser, so both read the same words. Vague counts ("a few", « quelques ») are not here: a
 * reader that accepts them adds its own.
 */
export const ENGLISH_CARDINAL_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

export const FRENCH_CARDINAL_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
};

export const CARDINAL_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_CARDINAL_WORDS,
  ...FRENCH_CARDINAL_WORDS,
};

/** The words of a table as a regular-expression alternation, longest first ("une" is tried before "un"). */
export const wordAlternation = (words: Readonly<Record<string, number>>): string =>
  Object.keys(words)
    .sort((left, right) => right.length - left.length)
    .join('|');
