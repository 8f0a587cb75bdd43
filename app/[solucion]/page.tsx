import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ServicePage } from '@/components/services/ServicePage';
import { routes, solutionIds, type SolutionId } from '@/content/routes';
import { servicePages } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

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
  return pageMetadata(routes[id], servicePages[id].title);
}

export default async function SolutionPage({ params }: Props) {
  const id = solutionFor((await params).solucion);
  return <ServicePage content={servicePages[id]} />;
}
