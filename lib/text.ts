/**
 * Replaces lone UTF-16 surrogates with U+FFFD so that `encodeURIComponent` cannot throw.
 * (Same result as `String.prototype.toWellFormed`, which older phone browsers lack.)
 */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) =>
    match.length === 2 ? match : '\uFFFD',
  );
}
