// The shape and the rules of every content module, as zod schemas: one schema per file of `content/`,
// over the values the module exports. Messages are Spanish, for the staff who edit those files.
import { closest } from 'fastest-levenshtein';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';

import { solutionIds } from '@/content/routes';

import { startsWithCapital, textProblems, type TextContext, type TextKind } from './text';

z.config(z.locales.es());

const BRAND_CATEGORIES = [
  'domotica',
  'seguridad',
  'redes',
  'energia',
  'puntoDeVenta',
  'computo',
  'software',
  'accesos',
] as const;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Sample values handed to the text templates (functions) of the content, to check what they produce. */
const SAMPLE_NAME = 'Cámaras IP tipo bala';
const SAMPLE_CONTACT = {
  name: 'Ferretería El Vergel',
  email: 'compras@elvergel.example',
  phone: '099 123 4567',
  message: 'Cámaras para el local y la bodega',
};

/**
 * Kinds of text by field name, for the page copy objects (headings, labels, leads) that are checked as a
 * tree; any other field is a label. Fields holding paths, ids, links or numbers are not copy.
 */
const KIND_BY_KEY: Record<string, TextKind> = {
  eyebrow: 'eyebrow',
  title: 'title',
  heading: 'title',
  metaTitle: 'metaTitle',
  suggestionsHeading: 'title',
  methodsTitle: 'title',
  lead: 'paragraph',
  text: 'paragraph',
  intro: 'paragraph',
  description: 'paragraph',
  paragraphs: 'paragraph',
  note: 'paragraph',
  moved: 'paragraph',
  closing: 'paragraph',
  caption: 'caption',
  alt: 'alt',
  whatsappMessage: 'chat',
  points: 'item',
  items: 'item',
  features: 'item',
  homeLinkHint: 'suffix',
  mapsLinkNote: 'suffix',
  newTabNote: 'suffix',
  cardCtaTopic: 'suffix',
  ctaTopic: 'suffix',
  code: 'code',
  value: 'code',
  roleDescription: 'code',
  slideRoleDescription: 'code',
};
const NOT_COPY = new Set(['src', 'width', 'height', 'id', 'path', 'href', 'url', 'website', 'email', 'kind', 'target']);
// Headings, tab titles and image descriptions read as sentences: they start with a capital.
const CAPITALISED_KINDS: ReadonlySet<TextKind> = new Set(['title', 'metaTitle', 'eyebrow', 'alt']);

type Issue = { message: string; path: PropertyKey[] };

/** What the schemas need besides the text rules: the ids of the brand list being checked. */
export interface SchemaContext extends TextContext {
  brandIds: readonly string[];
}

export function contentSchemas(context: SchemaContext) {
  const { brandIds } = context;
  const problemsOf = (value: string, kind: TextKind): string[] => [
    ...textProblems(value, kind, context),
    ...(CAPITALISED_KINDS.has(kind) && value.trim() !== '' && !startsWithCapital(value)
      ? ['debe empezar con mayúscula (o con ¿ ¡ «).']
      : []),
  ];

  const text = (kind: TextKind) =>
    z.string().superRefine((value, ctx) => {
      for (const message of problemsOf(value, kind)) ctx.addIssue({ code: 'custom', message });
    });

  /** A prefilled WhatsApp text: the company reads a greeting first. */
  const chat = () =>
    text('chat').refine((value) => value.trim() === '' || value.startsWith('Hola, '), {
      message: 'un mensaje de WhatsApp empieza con el saludo «Hola, ».',
    });

  /** A text template (a function in the content): what it writes for a sample value is checked as text. */
  const template = (args: unknown[], schema: z.ZodType) =>
    z
      .custom<(...a: unknown[]) => unknown>((value) => typeof value === 'function', {
        message: 'debe ser una función que escribe el texto.',
      })
      .transform((fn, ctx) => {
        try {
          return fn(...args);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `no pudo escribir el texto: ${(error as Error).message}` });
          return z.NEVER;
        }
      })
      .pipe(schema);

  /** Page copy checked as a tree: the kind of each text follows from its field name. */
  const copy = z.unknown().superRefine((value, ctx) => {
    const issues: Issue[] = [];
    const walk = (v: unknown, path: PropertyKey[], key: string) => {
      if (typeof v === 'string') {
        for (const message of problemsOf(v, KIND_BY_KEY[key] ?? 'label')) issues.push({ message, path });
      } else if (typeof v === 'function') {
        try {
          walk((v as (...a: unknown[]) => unknown)(SAMPLE_NAME, 3), path, key);
        } catch (error) {
          issues.push({ message: `no pudo escribir el texto: ${(error as Error).message}`, path });
        }
      } else if (Array.isArray(v)) {
        v.forEach((item, i) => walk(item, [...path, i], key));
      } else if (v && typeof v === 'object') {
        for (const [k, item] of Object.entries(v)) {
          if (!NOT_COPY.has(k) && !(k === 'alt' && item === '')) walk(item, [...path, k], k);
        }
      }
    };
    walk(value, [], '');
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
  });

  /** An id that ends up in a URL or a DOM id: lowercase letters, digits and hyphens. */
  const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'debe ser un identificador en minúsculas, sin tildes ni espacios (letras, números y guiones).',
  });

  /** An image: its file and size are checked against `public/` by the image rule. */
  const image = (options: { decorative?: boolean } = {}) =>
    z.object({
      src: z.string().regex(/^\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/, {
        message:
          'debe ser la ruta de un archivo de imagen dentro de public/, empezando por «/» (por ejemplo «/illustrations/foto.svg»).',
      }),
      width: z.number().int().positive({ message: 'el ancho debe ser un número entero de píxeles.' }),
      height: z.number().int().positive({ message: 'el alto debe ser un número entero de píxeles.' }),
      alt: options.decorative ? z.union([z.literal(''), text('alt')]) : text('alt'),
    });

  // A renamed id usually keeps the old one inside it (hikvision → hikvisionDigital); else the closest spelling.
  const likelyBrand = (id: string) =>
    brandIds.find((other) => other.toLowerCase().includes(id.toLowerCase())) ??
    (brandIds.length > 0 ? closest(id, [...brandIds]) : 'ninguna');

  const brandRef = z.string().superRefine((id, ctx) => {
    if (!brandIds.includes(id)) {
      ctx.addIssue({
        code: 'custom',
        message: `«${id}» no es una marca de content/brands.ts: escriba el id de la marca (¿quiso decir «${likelyBrand(id)}»?).`,
      });
    }
  });

  const httpsUrl = z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    message: 'debe ser una dirección web completa y segura, como «https://www.ejemplo.com».',
  });

  const list = <T extends z.ZodType>(item: T, min: number, max: number, noun: string) =>
    z
      .array(item)
      .min(min, { message: `debe tener al menos ${min} ${noun}.` })
      .max(max, { message: `admite como máximo ${max} ${noun}.` });

  const distinct =
    <T>(key: (item: T) => string, noun: string) =>
    (items: T[], ctx: z.RefinementCtx) => {
      const seen = new Map<string, number>();
      items.forEach((item, i) => {
        const value = key(item);
        const first = seen.get(value);
        if (first === undefined) seen.set(value, i);
        else
          ctx.addIssue({ code: 'custom', path: [i], message: `repite ${noun} del elemento [${first}] («${value}»).` });
      });
    };

  const whatsapp = z.string().superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!/^\d+$/.test(value))
      return fail('escriba solo dígitos, sin «+», espacios ni guiones (por ejemplo 593991234567).');
    if (value.startsWith('0')) {
      return fail(
        'está en forma nacional (empieza por 0): escríbalo con el código de Ecuador, 593, y sin el 0 (593991234567).',
      );
    }
    const phone = parsePhoneNumberFromString(`+${value}`);
    if (!phone || phone.country !== 'EC' || !phone.isValid()) {
      return fail(
        'no es un número válido de Ecuador: 593 seguido de los 9 dígitos del celular sin el 0 (593991234567).',
      );
    }
    if (phone.getType() !== 'MOBILE') fail('debe ser un celular con WhatsApp (593 9…), no un teléfono fijo.');
  });

  const phoneDisplay = z.string().superRefine((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'EC');
    if (!phone || phone.country !== 'EC' || !phone.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: 'no es un número de teléfono válido de Ecuador (por ejemplo «+593 99 123 4567»).',
      });
    }
  });

  const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'debe ser una hora de 24 horas, «HH:MM».' });

  const routeEntry = z.object({
    path: z.string(),
    label: text('label').refine(startsWithCapital, { message: 'debe empezar con mayúscula.' }),
    summary: text('summary').refine((s) => startsWithCapital(s) && s.endsWith('.'), {
      message: 'debe ser una oración: empieza con mayúscula y termina en punto.',
    }),
    description: text('searchDescription'),
  });

  const galleryItem = image().extend({ caption: text('caption') });

  const solutionPage = z.object({
    eyebrow: text('eyebrow'),
    title: text('title'),
    lead: text('paragraph').refine((s) => s.length >= 80, { message: 'debe tener al menos 80 caracteres.' }),
    heroImage: image(),
    whatsappMessage: chat(),
    ctaLabel: text('label').refine((s) => s.length >= 5, { message: 'debe tener al menos 5 caracteres.' }),
    gallery: z.object({
      heading: text('title'),
      intro: text('paragraph'),
      // The gallery grid fills its rows with four to six drawings.
      items: list(galleryItem, 4, 6, 'imágenes').superRefine(distinct((item) => item.src, 'la imagen')),
    }),
    featureCard: z.object({
      heading: text('title'),
      intro: text('paragraph'),
      lists: list(
        z.object({
          title: text('title'),
          items: list(text('item'), 3, 12, 'puntos').superRefine(distinct((item: string) => item, 'el punto')),
        }),
        2,
        6,
        'listas',
      ).superRefine(distinct((l) => l.title, 'el título')),
    }),
  });

  const catalogueItem = z.object({
    name: text('name'),
    description: text('description'),
    features: list(text('item'), 3, 8, 'características'),
    image: image(),
    brands: list(brandRef, 1, 8, 'marcas').superRefine(distinct((id: string) => id, 'la marca')),
  });

  /** Exports not listed in a file's schema are checked as page copy, so nothing goes unchecked. */
  const moduleOf = <T extends z.ZodRawShape>(shape: T) => z.object(shape).catchall(copy);

  return {
    'content/company.ts': moduleOf({
      company: z.object({
        name: text('name'),
        shortName: text('name'),
        tagline: text('paragraph'),
        whatsapp,
        phoneDisplay,
        email: z.email({ message: 'no es un correo electrónico válido (por ejemplo «contacto@empresa.com.ec»).' }),
        address: z.object({
          street: text('label').refine((s) => s.includes('Av. 12 de Abril'), {
            message: 'la oficina está en la Av. 12 de Abril: la calle debe nombrarla.',
          }),
          building: text('label'),
          city: z.literal('Cuenca', { message: 'la ciudad de la oficina es «Cuenca».' }),
          province: text('name'),
          country: text('name'),
          countryCode: z.literal('EC', { message: 'el código del país es «EC».' }),
        }),
        mapsQuery: text('label').refine((s) => s.includes('12 de Abril'), {
          message: 'la búsqueda del mapa debe nombrar la Av. 12 de Abril.',
        }),
        openingHours: list(
          z
            .object({ days: z.array(z.enum(DAYS)).min(1), opens: time, closes: time })
            .refine((h) => h.opens < h.closes, { message: 'la hora de apertura debe ser anterior a la de cierre.' }),
          1,
          7,
          'horarios',
        ),
        geo: z.object({
          latitude: z.number().min(-5.1).max(1.7),
          longitude: z.number().min(-92.1).max(-75.1),
        }),
        areaServed: list(text('name'), 1, 24, 'provincias'),
        designCredit: z.object({ label: text('label'), url: httpsUrl }),
      }),
    }),
    'content/routes.ts': moduleOf({
      routes: z.record(z.string(), routeEntry),
      solutionIds: z.array(z.string()),
      routeAliases: z.array(z.object({ path: z.string(), target: z.string() })),
      anchors: z.record(z.string(), slug),
      // Built from the route table above, which is checked once there.
      contactHref: z.string(),
      allRoutes: z.array(z.unknown()),
    }),
    'content/navigation.ts': moduleOf({
      // The menus take their paths and labels from the route table; their own words are checked here.
      contactLink: z.unknown().optional(),
      mainMenu: z.array(
        z.looseObject({ kind: z.enum(['link', 'action', 'dropdown']), label: z.string() }).superRefine((item, ctx) => {
          if (item.kind !== 'dropdown') return;
          for (const message of problemsOf(item.label, 'label'))
            ctx.addIssue({ code: 'custom', message, path: ['label'] });
        }),
      ),
      footerColumns: z.array(z.looseObject({ id: slug, title: text('title') })),
      navbarCopy: copy,
    }),
    'content/home.ts': moduleOf({
      homeSolutionRows: z.array(z.enum(solutionIds)).superRefine(distinct((id: string) => id, 'la solución')),
      home: copy,
    }),
    'content/about.ts': moduleOf({
      aboutPage: copy,
      aboutSlides: z
        .array(
          z.object({
            id: z.enum(['mision', 'vision', 'valores']),
            title: text('title'),
            text: text('paragraph'),
            values: list(
              z.object({ name: text('name'), description: text('description') }),
              1,
              8,
              'valores',
            ).optional(),
          }),
        )
        .superRefine(distinct((slide) => slide.id, 'la diapositiva')),
    }),
    'content/catalogue.ts': moduleOf({
      catalogue: z.array(
        z.object({
          id: slug,
          label: text('label'),
          brands: z.array(brandRef),
          subcategories: z.array(z.object({ id: slug, label: text('label'), items: z.array(catalogueItem) })),
        }),
      ),
      cataloguePage: copy,
      customSolutionMessage: chat(),
      catalogueItemMessage: template([SAMPLE_NAME], chat()),
    }),
    'content/catalogueImages.ts': moduleOf({ catalogueImages: z.record(z.string(), image()) }),
    'content/products.ts': moduleOf({
      products: z
        .array(z.object({ name: text('name'), description: text('description'), image: image() }))
        .superRefine(distinct((p) => p.name, 'el nombre')),
      productsPage: copy,
      productMessage: template([SAMPLE_NAME], chat()),
    }),
    'content/partners.ts': moduleOf({
      partners: z
        .array(
          z
            .object({
              brand: brandRef,
              name: text('name'),
              logo: image({ decorative: true }),
              website: httpsUrl,
              description: text('description'),
              since: z
                .number()
                .int()
                .min(1950)
                .max(new Date().getFullYear(), { message: 'no puede ser un año futuro.' }),
              achievements: z.tuple([text('item'), text('item')]),
            })
            .superRefine((partner, ctx) => {
              if (partner.description.trim() !== '' && !partner.description.includes(partner.name)) {
                ctx.addIssue({
                  code: 'custom',
                  path: ['description'],
                  message: `debe nombrar a la marca «${partner.name}» (¿quedó el nombre anterior tras renombrarla en content/brands.ts?).`,
                });
              }
            }),
        )
        .superRefine(distinct((p) => p.brand, 'la marca')),
      partnerBenefits: z.array(z.object({ title: text('title'), description: text('description') })),
      partnersPage: copy,
    }),
    'content/brands.ts': moduleOf({
      brandRecords: z.record(
        z
          .string()
          .regex(/^[a-z][a-zA-Z0-9]*$/, { message: 'el id de una marca se escribe en camelCase («philipsHue»).' }),
        z.object({
          name: text('code'),
          logo: z
            .string()
            .regex(/^[a-z0-9]+$/, { message: 'el logotipo es el nombre del archivo en public/brands/, sin «.svg».' })
            .optional(),
          categories: z
            .array(z.enum(BRAND_CATEGORIES))
            .min(1, { message: 'cada marca pertenece al menos a un grupo.' }),
        }),
      ),
      // Built from brandRecords, which is checked once above.
      brands: z.unknown(),
      brandById: z.unknown().optional(),
      brandLogoSrc: z.unknown().optional(),
      brandCategoryLabels: z.record(z.enum(BRAND_CATEGORIES), text('title')),
      brandsPage: copy,
      brandCarousel: copy,
    }),
    'content/topics.ts': moduleOf({
      topics: z
        .array(
          z.object({
            id: slug,
            title: text('title'),
            paragraphs: list(text('paragraph'), 1, 4, 'párrafos'),
            points: list(text('item'), 2, 8, 'puntos'),
            image: image(),
          }),
        )
        .superRefine(distinct((t) => t.id, 'el id')),
    }),
    'content/contact.ts': moduleOf({
      contactLabel: text('label'),
      contactSection: copy,
      contactForm: copy,
      contactMessage: template([SAMPLE_CONTACT], text('chat')),
    }),
    'content/notFound.ts': moduleOf({ notFoundCopy: copy }),
    'content/solutions/index.ts': moduleOf({
      // Each page is checked in its own module; here only that there is one per solution route.
      solutionPages: z.record(z.enum(solutionIds), z.unknown()),
      solutionPageCopy: copy,
    }),
    solutionPage: moduleOf({ content: solutionPage }),
  };
}
