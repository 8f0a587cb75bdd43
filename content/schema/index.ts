// Every data file of content/ with its schema: the loader, the check and the CMS configuration read this list.
import type { z } from 'zod';

import { aboutSchema } from './about';
import { brandsSchema } from './brands';
import { catalogueSchema, topicsSchema } from './catalogue';
import { companySchema } from './company';
import { contactSchema } from './contact';
import { homeSchema } from './home';
import { navigationSchema } from './navigation';
import { notFoundSchema } from './notFound';
import { partnersSchema } from './partners';
import { productsSchema } from './products';
import { routesSchema, SOLUTION_IDS, type SolutionId } from './routes';
import { solutionPagesSchema, solutionSchema } from './solution';

export interface DataFile<S extends z.ZodType = z.ZodType> {
  /** Path from the project's root. */
  file: string;
  schema: S;
  /** How the CMS names the file, and one line on what it holds. */
  label: string;
  description: string;
}

const dataFile = <S extends z.ZodType>(file: string, schema: S, label: string, description: string): DataFile<S> => ({
  file,
  schema,
  label,
  description,
});

/** The data files of single pages and shared parts, in the order the CMS lists them. */
export const dataFiles = {
  company: dataFile(
    'content/company.yaml',
    companySchema,
    'Datos de la empresa',
    'Nombre, WhatsApp, teléfono, correo, dirección y horario: todo el sitio los toma de aquí.',
  ),
  home: dataFile(
    'content/home.yaml',
    homeSchema,
    'Página de inicio',
    'Cabecera, filas de soluciones, domótica y empresa.',
  ),
  about: dataFile(
    'content/about.yaml',
    aboutSchema,
    'Quiénes somos',
    'Historia, misión, visión y valores corporativos.',
  ),
  catalogue: dataFile(
    'content/catalogue.yaml',
    catalogueSchema,
    'Productos y servicios (/Servicios)',
    'El catálogo con sus filtros y los textos de la página.',
  ),
  topics: dataFile(
    'content/topics.yaml',
    topicsSchema,
    'Temas de /Servicios',
    'Los bloques de texto bajo el catálogo.',
  ),
  products: dataFile(
    'content/products.yaml',
    productsSchema,
    'Productos de domótica',
    'Los productos de /Productos y los textos de la página.',
  ),
  partners: dataFile(
    'content/partners.yaml',
    partnersSchema,
    'Partners',
    'Los fabricantes de /Partners y los beneficios.',
  ),
  brands: dataFile(
    'content/brands.yaml',
    brandsSchema,
    'Marcas',
    'Todas las marcas (carrusel, /secc_marcas, catálogo y partners).',
  ),
  contact: dataFile('content/contact.yaml', contactSchema, 'Contacto', 'La sección de contacto y su formulario.'),
  solutionPages: dataFile(
    'content/solution-pages.yaml',
    solutionPagesSchema,
    'Páginas de solución: textos comunes',
    'Las frases que comparten las once páginas de solución.',
  ),
  navigation: dataFile(
    'content/navigation.yaml',
    navigationSchema,
    'Menús',
    'Las palabras del menú y del pie de página, y el orden de las soluciones.',
  ),
  routes: dataFile(
    'content/routes.yaml',
    routesSchema,
    'Páginas: nombres y descripciones',
    'Cómo se llama cada página en los menús, las listas y los buscadores.',
  ),
  notFound: dataFile(
    'content/not-found.yaml',
    notFoundSchema,
    'Página no encontrada (404)',
    'Lo que ve quien llega a una dirección que no existe.',
  ),
} as const;

export type DataFileId = keyof typeof dataFiles;

/** The eleven solution pages: one file each in content/solutions/, named by the page's id. */
export const solutionFiles = {
  folder: 'content/solutions',
  ids: SOLUTION_IDS,
  fileOf: (id: SolutionId) => `content/solutions/${id}.yaml`,
  schema: solutionSchema,
  label: 'Páginas de solución',
  labelSingular: 'página de solución',
  description: 'Las once páginas de solución: cabecera, galería y tarjeta de características.',
} as const;

export type ContentData = { [K in DataFileId]: z.output<(typeof dataFiles)[K]['schema']> } & {
  solutions: Record<SolutionId, z.output<typeof solutionSchema>>;
};
