// Photographs: a clean master per photo in content/fotos/ (never published), and the AVIF and WebP variants
// the build makes of it in public/fotos/. This module only names things, so that the content check, the photo
// step (tooling/assets/photos.mts), the pages and the CMS agree on them; it reads no file.

/**
 * The folder of the masters under content/ and of their variants under public/. The content names a master
 * by its path in content/ (`fotos/productos/camara.jpg`, no leading slash: the CMS then loads it from the
 * repository), a drawing by its address in public/ (`/illustrations/….svg`).
 */
export const PHOTO_FOLDER = 'fotos';
export const PHOTO_PREFIX = `${PHOTO_FOLDER}/`;

/** The CMS turns an upload into a master: longest side at most this, JPEG at this quality (0 to 1). */
export const MASTER_LONG_SIDE = 2560;
export const MASTER_QUALITY = 0.85;
/** The largest file the CMS accepts from the staff (a phone photo is 2 to 8 MB). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** The heaviest drawing (SVG) the site publishes. */
export const DRAWING_MAX_BYTES = 500 * 1024;
/** The largest master the check accepts: the CMS's are 0.5 to 3 MB. */
export const MASTER_MAX_BYTES = 10 * 1024 * 1024;

/** The widths the build encodes, each only below the master's own width, which is encoded too. */
export const PHOTO_WIDTHS = [320, 480, 640, 800, 1080, 1440, 1920] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** How the build encodes the variants (sharp's options), and how wide the placeholder is. Part of the key. */
export const PHOTO_ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  placeholderWidth: 24,
} as const;

/** Which part of a photo stays in view when its slot crops it to the layout's proportions. */
export const FOCUS_VALUES = ['centro', 'arriba', 'abajo', 'izquierda', 'derecha'] as const;
export type Focus = (typeof FOCUS_VALUES)[number];

/** What the content check learns of a master, for the page to render its variants. */
export interface PhotoInfo {
  /** Changes with the master's bytes and the encoding settings: part of every variant's name. */
  key: string;
  /** The variants' widths, smallest first. */
  widths: number[];
  /** A tiny blurred version, inlined as a data: URL while the photo loads (absent until the photo step ran). */
  placeholder?: string;
}

/**
 * Where a picture sits in the layouts: what `sizes` tells the browser of its width at each breakpoint (the
 * layouts' own CSS, tokens in styles/_tokens.scss: container 1200 px, padding 16 px below 768 px and 32 px
 * from it, grid gap 24 px, hero columns 1.05fr / 0.95fr with a 64 px gap from 992 px), and the narrowest
 * master that still looks sharp there, on a phone's screen of twice the density.
 */
export const PHOTO_SLOTS = {
  hero: {
    label: 'la cabecera de una página',
    sizes:
      '(min-width: 1200px) 509px, (min-width: 992px) calc((100vw - 128px) * 0.475), (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)',
    minWidth: 1200,
  },
  card: {
    label: 'una tarjeta de producto o del catálogo',
    sizes:
      '(min-width: 1200px) 363px, (min-width: 992px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 32px)',
    minWidth: 720,
  },
  gallery: {
    label: 'la galería de una solución',
    sizes:
      '(min-width: 1200px) 363px, (min-width: 992px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 32px)',
    minWidth: 720,
  },
  topic: {
    label: 'un bloque temático de Servicios',
    sizes:
      '(min-width: 1200px) 544px, (min-width: 992px) calc((100vw - 112px) / 2), (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)',
    minWidth: 1080,
  },
  thumb: {
    label: 'una fila de soluciones de la página de inicio',
    sizes: '(min-width: 1200px) 363px, (min-width: 992px) calc((100vw - 112px) / 3), 112px',
    minWidth: 720,
  },
  map: {
    label: 'el mapa de la sección de contacto',
    sizes: '(min-width: 992px) 536px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)',
    minWidth: 1080,
  },
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;

/** A master of content/fotos/ (the picture a content file names), as opposed to a drawing in public/. */
export function isPhoto(src: string): boolean {
  return src.startsWith(PHOTO_PREFIX) && /\.jpe?g$/i.test(src);
}

/** A drawing uploaded through the CMS into content/fotos/: published as it is, under a name with its key. */
export function isUploadedDrawing(src: string): boolean {
  return src.startsWith(PHOTO_PREFIX) && /\.svg$/i.test(src);
}

/** The widths of a master's variants: every standard width below its own, then its own. */
export function variantWidths(masterWidth: number): number[] {
  return [...PHOTO_WIDTHS.filter((width) => width < masterWidth), Math.min(masterWidth, MASTER_LONG_SIDE)];
}

const stem = (src: string) => src.replace(/\.[^./]+$/, '');

/** The URL of one variant, e.g. `/fotos/catalogo/camara-1a2b3c4d5e-640.avif` for `fotos/catalogo/camara.jpg`. */
export function variantUrl(src: string, key: string, width: number, format: PhotoFormat): string {
  return `/${stem(src)}-${key}-${width}.${format}`;
}

/** The tiny version the photo step writes beside the variants, for the placeholder. */
export function placeholderUrl(src: string, key: string): string {
  return `/${stem(src)}-${key}-muestra.webp`;
}

/** The published copy of a drawing uploaded into content/fotos/. */
export function uploadedDrawingUrl(src: string, key: string): string {
  return `/${stem(src)}-${key}.svg`;
}

/** A srcset of one format, widest last. */
export function srcSet(src: string, photo: PhotoInfo, format: PhotoFormat): string {
  return photo.widths.map((width) => `${variantUrl(src, photo.key, width, format)} ${width}w`).join(', ');
}

/** A picture as the pages get it from the content: a drawing's path, or a master's path and its variants. */
export interface PublishedPicture {
  src: string;
  photo?: PhotoInfo;
}

/** The address of a picture for search engines and link previews: a photo's WebP variant about 1080 px wide. */
export function publishedUrl({ src, photo }: PublishedPicture): string {
  if (!photo) return src;
  const width = photo.widths.find((w) => w >= 1080) ?? photo.widths.at(-1)!;
  return variantUrl(src, photo.key, width, 'webp');
}
