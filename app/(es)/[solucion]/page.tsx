import { solutionRoute } from '@/components/pages/SolutionRoutePage';

// The eleven solution pages come from the route table: one template, one data file each.
export const dynamicParams = false;

const route = solutionRoute('es');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
