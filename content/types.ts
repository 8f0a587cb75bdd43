// Types for every piece of content the site shows. Content modules in this folder are plain typed data.
import type { BrandId } from './brands';

/** A still image shipped in `public/`, always with its intrinsic size so that it never shifts the layout. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  /** Spanish alternative text; an empty string marks a purely decorative image. */
  alt: string;
}

export interface PostalAddress {
  street: string;
  building: string;
  city: string;
  province: string;
  country: string;
  /** ISO 3166-1 alpha-2 code of the country, for structured data. */
  countryCode: string;
}

export interface ExternalLink {
  label: string;
  url: string;
}

export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  days: DayOfWeek[];
  opens: string;
  closes: string;
}

/** The one record of company facts. Nothing else in the code repeats these values. */
export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  /** WhatsApp number in international form: digits only, country code 593, no `+`, no leading 0. */
  whatsapp: string;
  phoneDisplay: string;
  email: string;
  address: PostalAddress;
  /** Text searched in the maps service when the address or the map drawing is opened. */
  mapsQuery: string;
  /** Opening hours, one entry per group of days with the same times (24-hour "HH:MM"). */
  openingHours: OpeningHours[];
  /** Where the office is, for maps and search engines. */
  geo: { latitude: number; longitude: number };
  /** Provinces where the company installs and gives support. */
  areaServed: string[];
  designCredit: ExternalLink;
}

export interface RouteEntry {
  path: string;
  /** Spanish label used in menus and link lists. */
  label: string;
  /** One-sentence Spanish summary, shown in lists of links (home solution rows). */
  summary: string;
  /** What search results and chat previews show under the title: 120–160 characters, naming the place. */
  description: string;
}

/** A path kept alive for old links; it sends visitors to `target`. */
export interface RouteAlias {
  path: string;
  target: string;
}

export type BrandCategory =
  'domotica' | 'seguridad' | 'redes' | 'energia' | 'puntoDeVenta' | 'computo' | 'software' | 'accesos';

/** One entry of the brand list, as written in `content/brands.ts` under its id. */
export interface BrandEntry {
  name: string;
  /** File name stem of the logo in `public/brands/`, present when a maintained vector logo exists. */
  logo?: string;
  categories: BrandCategory[];
}

export interface Brand extends BrandEntry {
  id: BrandId;
}

export interface GalleryItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export interface CatalogueItem {
  name: string;
  description: string;
  features: string[];
  image: ImageAsset;
  /** The brands installed for this solution, as ids of `content/brands.ts`. */
  brands: BrandId[];
}

export interface CatalogueSubcategory {
  id: string;
  label: string;
  items: CatalogueItem[];
}

export interface CatalogueCategory {
  id: string;
  label: string;
  /** Shown in the brands panel of /Servicios, as ids of `content/brands.ts`. */
  brands: BrandId[];
  subcategories: CatalogueSubcategory[];
}

export interface Product {
  name: string;
  description: string;
  image: ImageAsset;
}

export interface Partner {
  /** The partner's entry in `content/brands.ts`; its name comes from there. */
  brand: BrandId;
  name: string;
  logo: ImageAsset;
  website: string;
  description: string;
  /** Kept for the company's records; not shown on the card. */
  since: number;
  /** Kept for the company's records; not shown on the card. */
  achievements: [string, string];
}

/** The contact form's fields. Nothing is stored: the values only build a WhatsApp message. */
export interface ContactFormValues {
  /** Company or business name. */
  name: string;
  email: string;
  phone: string;
  /** Message or service required. */
  message: string;
}

/** A titled bullet list, as shown in a feature card. */
export interface FeatureList {
  title: string;
  items: string[];
}

/** Everything one solution page shows; the eleven pages share one template. */
export interface SolutionPageContent {
  /** Small label above the title, e.g. "Soluciones de conectividad". */
  eyebrow: string;
  /** The page's only h1. */
  title: string;
  /** Two or three sentences under the title. */
  lead: string;
  heroImage: ImageAsset;
  /** Prefilled WhatsApp text of the hero's call to action; it names the solution. */
  whatsappMessage: string;
  /** Short label of that call to action, e.g. "Cotizar mi red". */
  ctaLabel: string;
  gallery: {
    heading: string;
    intro: string;
    /** At least four items. */
    items: GalleryItem[];
  };
  featureCard: {
    heading: string;
    intro: string;
    /** At least two lists. */
    lists: FeatureList[];
  };
}

/** One of the long text blocks on /Servicios. */
export interface TopicBlock {
  id: string;
  title: string;
  paragraphs: string[];
  points: string[];
  image: ImageAsset;
}

/** One slide of the /Nosotros carousel. */
export interface AboutSlide {
  id: 'mision' | 'vision' | 'valores';
  title: string;
  text: string;
  /** Only the values slide lists items. */
  values?: { name: string; description: string }[];
}

export interface Benefit {
  title: string;
  description: string;
}
