import type { Thing } from 'schema-dts';

import { jsonLdGraph, serializeJsonLd } from '@/lib/structuredData';

/** Structured data (schema.org, JSON-LD) for search engines: one script element per page, never executed. */
export function JsonLd({ nodes }: { nodes: Thing[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />
  );
}
