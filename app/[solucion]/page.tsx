import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { JsonLd } from '@/components/seo/JsonLd';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { route, SOLUTION_IDS, type SolutionId } from '@/lib/routes';
import { pageGraph, serviceData } from '@/lib/structuredData';

// The eleven solution pages come from the route table: one template, one data file each.
export const dynamicParams = false;

interface Props {
  params: Promise<{ solucion: string }>;
}

export function generateStaticParams(): { solucion: string }[] {
  return SOLUTION_IDS.map((id) => ({ solucion: route(id).path.slice(1) }));
}

function solutionFor(segment: string): SolutionId {
  const path = `/${decodeURIComponent(segment).normalize('NFC')}`;
  const id = SOLUTION_IDS.find((candidate) => route(candidate).path === path);
  if (!id) notFound();
  return id;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = solutionFor((await params).solucion);
  return pageMetadata(id);
}

export default async function SolutionRoute({ params }: Props) {
  const id = solutionFor((await params).solucion);
  const page = content().solutions[id];
  return (
    <>
      <JsonLd nodes={pageGraph(id, [serviceData(route(id), page.title, page.lead)])} />
      <SolutionPage content={page} />
    </>
  );
}
