// Transitional: page copy now lives in each page's module. components/brands/BrandGroups.tsx still imports
// brandsPage from here; once it imports from './brands', delete this file.
export { brandsPage } from './brands';
