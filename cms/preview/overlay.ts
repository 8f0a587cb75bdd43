// The entry being edited, laid over the content the CMS was built with: what the staff typed replaces the
// text at the same place; what the form does not hold (a picture's size and variants, computed at build time)
// stays. A picture whose file changed (uploaded, maybe not saved yet) is shown from the CMS's own copy.
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A picture of the form: its file, its alt text, maybe its focus. */
const isPicture = (value: Json): value is { src: string; alt?: string; focus?: string } =>
  isObject(value) && typeof value.src === 'string' && 'alt' in value;

/**
 * `edited` (the form's values, plain data) over `built` (the same file as the site's build read it).
 * `assetUrl` gives the address of a picture the CMS holds (Decap's getAsset).
 */
export function overlay(edited: Json, built: Json, assetUrl: (src: string) => string): Json {
  if (edited === undefined || edited === null) return built;
  if (Array.isArray(edited))
    return edited.map((item, index) => overlay(item, Array.isArray(built) ? built[index] : undefined, assetUrl));
  if (isPicture(edited)) {
    const before = isObject(built) ? built : undefined;
    if (before && before.src === edited.src) return { ...before, ...edited };
    return {
      ...edited,
      src: assetUrl(edited.src),
      width: before?.width ?? 1200,
      height: before?.height ?? 800,
    };
  }
  if (isObject(edited)) {
    const before = isObject(built) ? built : {};
    const keys = new Set([...Object.keys(before), ...Object.keys(edited)]);
    return Object.fromEntries([...keys].map((key) => [key, overlay(edited[key], before[key], assetUrl)]));
  }
  return edited;
}
