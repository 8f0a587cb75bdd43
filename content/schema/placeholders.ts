// `{name}` placeholders in the content's texts: the site fills them at build time (counts, company facts)
// or when a page or the contact form writes a message (a product's name, the visitor's answers).

/** The placeholders a text uses: `{cantidad}` → `cantidad`. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
}

/** Fills `{name}` placeholders; a name without a value stays as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
