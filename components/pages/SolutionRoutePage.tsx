import { notFound } from 'next/navigation';

import { JsonLd } from '@/components/seo/JsonLd';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { content, type Locale } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { route, SOLUTION_IDS, type SolutionId } from '@/lib/routes';
import { pageGraph, serviceData } from '@/lib/structuredData';

/** The folder the solution pages of a language live in: the root, or the home page's (`/en/`). */
function folderOf(locale: Locale): string {
  const home = route('home', locale).path;
  return home === '/' ? '/' : `${home}/`;
}

/** The last segment of each solution page's path in a language, from the route table. */
export function solutionSegments(locale: Locale): string[] {
  const folder = folderOf(locale);
  return SOLUTION_IDS.map((id) => route(id, locale).path.slice(folder.length));
}

/** The solution page a segment names (as the router hands it, maybe percent-encoded), or the 404 page. */
export function solutionFor(segment: string, locale: Locale): SolutionId {
  const path = `${folderOf(locale)}${decodeURIComponent(segment).normalize('NFC')}`;
  const id = SOLUTION_IDS.find((candidate) => route(candidate, locale).path === path);
  if (!id) notFound();
  return id;
}

/** One of the eleven solution pages, from its data file: one template for all. */
export function SolutionRoutePage({ id, locale }: { id: SolutionId; locale: Locale }) {
  const page = content(locale).solutions[id];
  return (
    <>
      <JsonLd nodes={pageGraph(id, locale, [serviceData(route(id, locale), page.title, page.lead)])} />
      <SolutionPage content={page} locale={locale} />
    </>
  );
}

interface RouteProps {
  params: Promise<{ solucion: string }>;
}

/** What the `[solucion]` route of a language hands Next: its static params, each page's metadata, the page. */
export function solutionRoute(locale: Locale) {
  return {
    generateStaticParams: (): { solucion: string }[] => solutionSegments(locale).map((solucion) => ({ solucion })),
    generateMetadata: async ({ params }: RouteProps) =>
      pageMetadata(solutionFor((await params).solucion, locale), locale),
    Page: async function Page({ params }: RouteProps) {
      return <SolutionRoutePage id={solutionFor((await params).solucion, locale)} locale={locale} />;
    },
  };
}
