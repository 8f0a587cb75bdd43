// The live preview of the CMS's editor: the page being edited, drawn by the site's own components and styles
// (compiled into the CMS's bundle by cms/build.ts), in the language of the pane being edited, from what the
// form holds at each keystroke. Links are inert; carousels and animations hold still (still.ts).
import CMS from 'decap-cms-app';
import { Component, useEffect, type ComponentType, type ReactNode } from 'react';

import { AboutPage } from '../../components/pages/AboutPage';
import { BrandDirectoryPage } from '../../components/pages/BrandDirectoryPage';
import { CataloguePage } from '../../components/pages/CataloguePage';
import { HomePage } from '../../components/pages/HomePage';
import { NotFoundPage } from '../../components/pages/NotFoundPage';
import { PartnersPage } from '../../components/pages/PartnersPage';
import { ProductsPage } from '../../components/pages/ProductsPage';
import { SolutionRoutePage } from '../../components/pages/SolutionRoutePage';
import { dataFiles, solutionFiles, type DataFileId } from '../../content/schema';
import type { CountSource } from '../../content/schema/fields';
import { fillPlaceholders } from '../../content/schema/placeholders';
import type { SolutionId } from '../../content/schema/routes';
import { mapTexts } from '../../content/schema/walk';
import type { ContentData, Locale } from '../../lib/content';
import { SOLUTION_IDS } from '../../lib/routes';
import { built } from './built';
import { setPreviewContent } from './content';
import { overlay } from './overlay';

import '../../styles/globals.scss';

/** A field of the CMS's configuration, as Decap hands it (an Immutable map). */
interface FieldConfig {
  get(key: string): unknown;
}

/**
 * The image field whose pictures live in `folder` (`fotos/productos`): Decap finds an uploaded file by the
 * field's own media folder (cms/config.ts gives each image field one), not by the path alone.
 */
function imageField(fields: Iterable<FieldConfig> | undefined, folder: string): FieldConfig | undefined {
  for (const field of fields ?? []) {
    if (field.get('widget') === 'image' && field.get('public_folder') === folder) return field;
    // `fields` is a list of fields (an object's, a list's), `field` one field (a list of single values).
    const children = [field.get('fields'), field.get('field')].flatMap((child): FieldConfig[] => {
      if (!child) return [];
      const many = Array.isArray((child as { toJS?: () => unknown }).toJS?.());
      return many ? [...(child as Iterable<FieldConfig>)] : [child as FieldConfig];
    });
    const found = imageField(children, folder);
    if (found) return found;
  }
  return undefined;
}

/** What Decap hands a preview template (an Immutable entry; the pane's locale; the iframe's document). */
interface PreviewProps {
  entry: { get(key: string): { toJS(): unknown } | string | undefined };
  locale?: string;
  getAsset: (path: string, field?: FieldConfig) => { toString(): string };
  fields?: Iterable<FieldConfig>;
  document?: Document;
}

type Page = (locale: Locale) => ReactNode;

/** Which page shows each data file; the shared files show on the home page (its contact section, its texts). */
const PAGES: Record<DataFileId, Page> = {
  company: (locale) => <HomePage locale={locale} />,
  contact: (locale) => <HomePage locale={locale} />,
  navigation: (locale) => <HomePage locale={locale} />,
  routes: (locale) => <HomePage locale={locale} />,
  home: (locale) => <HomePage locale={locale} />,
  about: (locale) => <AboutPage locale={locale} />,
  catalogue: (locale) => <CataloguePage locale={locale} />,
  topics: (locale) => <CataloguePage locale={locale} />,
  products: (locale) => <ProductsPage locale={locale} />,
  partners: (locale) => <PartnersPage locale={locale} />,
  brands: (locale) => <BrandDirectoryPage locale={locale} />,
  solutionPages: (locale) => <SolutionRoutePage id={SOLUTION_IDS[0]} locale={locale} />,
  notFound: (locale) => <NotFoundPage locale={locale} />,
};

/** Stops every link and form of the preview: the staff look at the page, they do not leave the editor. */
function useInert(document: Document | undefined) {
  useEffect(() => {
    if (!document) return;
    const stop = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('a, form, button')) event.preventDefault();
    };
    document.addEventListener('click', stop, true);
    document.addEventListener('submit', stop, true);
    return () => {
      document.removeEventListener('click', stop, true);
      document.removeEventListener('submit', stop, true);
    };
  }, [document]);
}

/**
 * The placeholders of the texts just typed ({empresa}, {cantidad}…), filled as the build fills them (content/
 * schema/read.ts): the company's facts, and the counts of the lists, from the content being previewed.
 */
function fillTexts(key: string, data: ContentData, value: unknown) {
  const { company, brands, partners, products } = data;
  const facts = {
    empresa: company.shortName,
    razonSocial: company.name,
    calle: company.address.street,
    ciudad: company.address.city,
  };
  const counts: Record<CountSource, number> = {
    brands: brands.brands.length,
    partners: partners.partners.length,
    products: products.products.length,
  };
  const schema = key.startsWith('solutions.') ? solutionFiles.schema : dataFiles[key as DataFileId].schema;
  mapTexts(schema, value, (text, meta) => {
    const values: Record<string, string | number> = { ...facts };
    for (const [name, source] of Object.entries(meta?.fill ?? {})) values[name] = counts[source as CountSource];
    return fillPlaceholders(text, values);
  });
}

function Unavailable({ text }: { text: string }) {
  return <p className="cms-vista-previa-aviso">{text}</p>;
}

/**
 * A page that cannot be drawn from what the form holds (a list item just added, still empty) says so; the
 * next keystroke tries again.
 */
class Guard extends Component<{ attempt: number; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { attempt: number }) {
    if (this.state.failed && previous.attempt !== this.props.attempt) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? (
      <Unavailable text="Falta un dato para dibujar la página: complete los campos marcados en el formulario." />
    ) : (
      this.props.children
    );
  }
}

let attempts = 0;

/** The preview of one data file (`key` in the content: `products`, or `solutions.<id>` for a solution page). */
function template(key: string, page: Page): ComponentType<PreviewProps> {
  return function Preview({ entry, locale: paneLocale, getAsset, fields, document }: PreviewProps) {
    useInert(document);
    const locale: Locale = paneLocale === 'en' ? 'en' : 'es';
    if (!built)
      return (
        <Unavailable text="La vista previa aparece cuando el contenido pasa la comprobación: guarde y revise los mensajes." />
      );
    const data = entry.get('data');
    const edited = data && typeof data !== 'string' ? data.toJS() : undefined;
    // A drawing of public/ is served by the site as it is; a photo comes from the CMS (saved or not), and is
    // left out while it loads (an empty src would ask for the page itself).
    const assetUrl = (src: string) =>
      src.startsWith('/')
        ? src
        : getAsset(src, imageField(fields, src.slice(0, src.lastIndexOf('/')))).toString() || (undefined as never);
    const content = { ...built } as Record<Locale, ContentData>;
    const base = built[locale] as unknown as Record<string, unknown>;
    const next: Record<string, unknown> = { ...base };
    if (key.startsWith('solutions.')) {
      const id = key.slice('solutions.'.length);
      const solutions = base.solutions as Record<string, unknown>;
      next.solutions = { ...solutions, [id]: overlay(edited, solutions[id], assetUrl) };
    } else next[key] = overlay(edited, base[key], assetUrl);
    content[locale] = next as unknown as ContentData;
    const value = key.startsWith('solutions.') ? (next.solutions as Record<string, unknown>)[key.slice(10)] : next[key];
    try {
      fillTexts(key, content[locale], value);
    } catch {
      // A list item just added, still without its texts: drawn as the form holds it.
    }
    setPreviewContent(content);
    return (
      <Guard attempt={++attempts}>
        <div className="cms-vista-previa">{page(locale)}</div>
      </Guard>
    );
  };
}

for (const [id, page] of Object.entries(PAGES)) CMS.registerPreviewTemplate(id, template(id, page as Page) as never);
// The solution pages are one folder collection: its template draws the page of the entry's own file.
const solutionTemplates = new Map(
  SOLUTION_IDS.map((id) => [
    id,
    template(`solutions.${id}`, (locale) => <SolutionRoutePage id={id} locale={locale} />),
  ]),
);
CMS.registerPreviewTemplate('soluciones', ((props: PreviewProps) => {
  const slug = `${props.entry.get('slug') ?? ''}` as SolutionId;
  const Solution = solutionTemplates.get(slug) ?? solutionTemplates.get(SOLUTION_IDS[0])!;
  return <Solution {...props} />;
}) as never);

// The site's styles (the bundle's stylesheet, written beside it), and the preview's own few rules.
CMS.registerPreviewStyle('/admin/cms/main.css');
CMS.registerPreviewStyle(
  [
    "@font-face{font-family:Manrope;src:url('/admin/cms/manrope.woff2') format('woff2');font-weight:400 800;font-display:swap}",
    ':root{--font-sans:Manrope}',
    '*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}',
    'a,button{cursor:default}',
    '.cms-vista-previa-aviso{font:16px/1.5 system-ui,sans-serif;padding:2rem;color:#1c2430}',
  ].join(''),
  { raw: true },
);
