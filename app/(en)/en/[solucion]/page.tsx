import { solutionFor, SolutionRoutePage, solutionSegments } from '@/components/pages/SolutionRoutePage';
import { pageMetadata } from '@/lib/metadata';

// The eleven solution pages come from the route table: one template, one data file each.
export const dynamicParams = false;

interface Props {
  params: Promise<{ solucion: string }>;
}

export function generateStaticParams(): { solucion: string }[] {
  return solutionSegments('en').map((solucion) => ({ solucion }));
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(solutionFor((await params).solucion, 'en'), 'en');
}

export default async function Page({ params }: Props) {
  return <SolutionRoutePage id={solutionFor((await params).solucion, 'en')} locale="en" />;
}
