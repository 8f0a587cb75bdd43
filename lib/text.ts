/**
 * Replaces lone UTF-16 surrogates with U+FFFD so that `encodeURIComponent` cannot throw.
 * (Same result as `String.prototype.toWellFormed`, which older phone browsers lack.)
 */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) =>
    match.length === 2 ? match : '\uFFFD',
  );
}

/** A sentence about a number of things, in the three forms Spanish copy needs; `{cantidad}` is the number. */
export interface CountMessages {
  none: string;
  one: string;
  other: string;
}

export function countMessage(messages: CountMessages, count: number): string {
  if (count === 0) return messages.none;
  if (count === 1) return messages.one;
  return messages.other.replaceAll('{cantidad}', String(count));
}
