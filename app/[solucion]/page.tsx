import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { JsonLd } from '@/components/seo/JsonLd';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { routes, solutionIds, type SolutionId } from '@/content/routes';
import { solutionPages } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph, serviceData } from '@/lib/structuredData';

// The eleven solution pages come from the route table: one template, one content module each.
export const dynamicParams = false;

interface Props {
  params: Promise<{ solucion: string }>;
}

export function generateStaticParams(): { solucion: string }[] {
  return solutionIds.map((id) => ({ solucion: routes[id].path.slice(1) }));
}

function solutionFor(segment: string): SolutionId {
  const path = `/${decodeURIComponent(segment).normalize('NFC')}`;
  const id = solutionIds.find((candidate) => routes[candidate].path === path);
  if (!id) notFound();
  return id;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = solutionFor((await params).solucion);
  return pageMetadata(id);
}

export default async function SolutionRoute({ params }: Props) {
  const id = solutionFor((await params).solucion);
  const content = solutionPages[id];
  return (
    <>
      <JsonLd nodes={pageGraph(id, [serviceData(routes[id], content.title, content.lead)])} />
      <SolutionPage content={content} />
    </>
  );
}
