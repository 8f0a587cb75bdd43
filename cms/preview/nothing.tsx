// Structured data (components/seo/JsonLd.tsx) in the CMS's preview (cms/build.ts): for search engines only.
export function JsonLd(): null {
  return null;
}
