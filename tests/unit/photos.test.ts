/** @jest-environment node */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { checkContent } from '@/content/check/check';
import { MASTER_LONG_SIDE, PHOTO_ENCODING, variantWidths } from '@/lib/photos';
import { writePhotoVariants } from '@/tooling/assets/photo-variants';

import { contentCopy, readsAsWritten, removeCopies, setIn, type Edit } from './fixtures/contentEdits';
import { heicPhoto, personalTags, phonePhoto, QUADRANTS, quadrantsOf } from './fixtures/photos';

afterAll(removeCopies);
jest.setTimeout(60_000);

const products = 'content/products.yaml';

/** A master as the CMS writes it: upright, at most MASTER_LONG_SIDE, JPEG, nothing but pixels. */
async function cmsMaster(file: string, width: number, height: number) {
  const phone = `${file}.telefono.jpg`;
  await phonePhoto(phone, { width, height, orientation: 6, gps: true });
  await sharp(phone)
    .rotate()
    .resize(MASTER_LONG_SIDE, MASTER_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toFile(file);
}

/** A copy of the content whose first product shows `src`, with `place` writing its files into the copy. */
async function withPicture(src: string, place: (root: string) => Promise<void> | void, edit: Edit = () => {}) {
  const copy = contentCopy((files) => {
    setIn(files, products, ['products', 0, 'image', 'src'], src);
    edit(files);
  });
  await place(copy);
  return copy;
}

const at = (copy: string, src: string) => {
  const file = path.join(copy, 'content', src);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

const problems = (copy: string) => checkContent(copy, readsAsWritten);
const field = `${products} › es.products[0].image.src`;

describe('the content check, on photos', () => {
  it('accepts a master as the CMS writes it, in a card', async () => {
    const copy = await withPicture('fotos/productos/camara.jpg', (root) =>
      cmsMaster(at(root, 'fotos/productos/camara.jpg'), 900, 1200),
    );
    expect(problems(copy)).toEqual([]);
  });

  it.each<[string, string, (file: string) => Promise<void> | void, string]>([
    [
      'a master that still carries the GPS position and the camera',
      'fotos/productos/domo.jpg',
      (file) => phonePhoto(file, { width: 800, height: 600, gps: true }),
      `${field}: content/fotos/productos/domo.jpg lleva la posición GPS, la marca y el modelo de la cámara, el número de serie de la cámara, la fecha y hora de la toma, que el sitio no debe publicar. Súbala de nuevo por el editor, que los quita, o límpiela con «exiftool -all= domo.jpg» antes de guardarla.`,
    ],
    [
      'a HEIC photo',
      'fotos/productos/IMG_0412.heic',
      heicPhoto,
      `${field}: content/fotos/productos/IMG_0412.heic es una foto HEIC (el formato del iPhone), que los navegadores no muestran. Envíela como JPEG: en el iPhone, Ajustes › Cámara › Formatos › «Más compatible», o compártala primero por WhatsApp y guarde la que recibe; luego súbala de nuevo por el editor.`,
    ],
    [
      'a HEIC photo renamed to .jpg',
      'fotos/productos/IMG_0413.jpg',
      heicPhoto,
      `${field}: content/fotos/productos/IMG_0413.jpg es una foto HEIC (el formato del iPhone), que los navegadores no muestran. Envíela como JPEG: en el iPhone, Ajustes › Cámara › Formatos › «Más compatible», o compártala primero por WhatsApp y guarde la que recibe; luego súbala de nuevo por el editor.`,
    ],
    [
      'a file that is not an image',
      'fotos/productos/nota.jpg',
      (file) => writeFileSync(file, 'Llamar al cliente el lunes'),
      `${field}: content/fotos/productos/nota.jpg no es un archivo de imagen legible (¿está dañado o a medio copiar?): súbalo de nuevo por el editor.`,
    ],
    [
      'a JPEG whose header claims 60 000 × 40 000 px (a decompression bomb)',
      'fotos/productos/bomba.jpg',
      async (file) => writeFileSync(file, withClaimedSize(await smallJpeg(), 60000, 40000)),
      `${field}: content/fotos/productos/bomba.jpg mide 60000 × 40000 px; una foto del sitio mide como máximo 2560 px por lado: súbala por el editor, que la reduce sin perder nitidez.`,
    ],
    [
      'a master heavier than 10 MB',
      'fotos/productos/pesada.jpg',
      async (file) => writeFileSync(file, Buffer.concat([await smallJpeg(1200, 900), Buffer.alloc(11 * 1024 * 1024)])),
      `${field}: content/fotos/productos/pesada.jpg pesa 11 MB; una foto del sitio pesa como máximo 10 MB: súbala por el editor, que la guarda más liviana.`,
    ],
    [
      'a photo too small for a card',
      'fotos/productos/pequena.jpg',
      (file) => cmsMaster(file, 640, 480),
      `${field}: content/fotos/productos/pequena.jpg mide 640 × 480 px: en una tarjeta de producto o del catálogo se vería borrosa. Use una foto de al menos 720 px de ancho.`,
    ],
    [
      'a PNG among the masters',
      'fotos/productos/captura.png',
      (file) =>
        sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336' } })
          .png()
          .toFile(file),
      `${field}: content/fotos/productos/captura.png no es JPEG: las fotos del sitio se guardan como JPEG. Súbala de nuevo por el editor, que la convierte.`,
    ],
    [
      'a master that is not there',
      'fotos/productos/falta.jpg',
      () => {},
      `${field}: no existe el archivo content/fotos/productos/falta.jpg: súbalo de nuevo por el editor o corrija la ruta.`,
    ],
  ])('refuses %s', async (_, src, make, message) => {
    const copy = await withPicture(src, (root) => make(at(root, src)));
    expect(problems(copy)).toEqual([message]);
  });

  it('refuses a photo put in public/, which the export would copy with its metadata', async () => {
    const copy = contentCopy((files) => setIn(files, products, ['products', 0, 'image', 'src'], '/foto-obra.jpg'));
    await phonePhoto(path.join(copy, 'public', 'foto-obra.jpg'), { width: 800, height: 600 });
    expect(problems(copy)).toEqual([
      `${field}: public/foto-obra.jpg es una foto en public/, que el sitio publicaría tal cual, con los datos de la cámara y del lugar que lleve: súbala por el editor, que la guarda limpia en content/fotos/.`,
    ]);
  });
});

/** A plain grey JPEG, a few hundred bytes. */
const smallJpeg = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();

/** The same JPEG with its frame header (SOF0) claiming another size: nothing decodes it, the check reads it. */
function withClaimedSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

describe('the photo step', () => {
  const root = path.join(os.tmpdir(), `sitio-fotos-${process.pid}`);
  const publicDir = path.join(root, 'public');
  const master = path.join(root, 'content', 'fotos', 'soluciones', 'rack.jpg');
  const outputs = () =>
    readdirSync(path.join(publicDir, 'fotos', 'soluciones')).sort((a, b) =>
      a.localeCompare(b, 'en', { numeric: true }),
    );

  beforeAll(async () => {
    mkdirSync(path.dirname(master), { recursive: true });
    // A phone's file as it is (another route than the CMS): 12 MP, turned, with its GPS position.
    await phonePhoto(master, { width: 1200, height: 1600, orientation: 6, gps: true });
  });

  it('writes AVIF and WebP variants, upright, without metadata, never wider than the master, never the master', async () => {
    const result = await writePhotoVariants(root, publicDir);
    const files = outputs();
    const widths = variantWidths(1200);
    expect(result.encoded).toBe(widths.length * 2 + 1);
    expect(files.filter((f) => f.endsWith('.avif'))).toHaveLength(widths.length);
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(widths.length + 1);
    expect(files.some((f) => /\.jpe?g$/.test(f))).toBe(false);
    const masterBytes = readFileSync(master);
    for (const name of files) {
      const file = path.join(publicDir, 'fotos', 'soluciones', name);
      const meta = await sharp(file).metadata();
      expect(readFileSync(file).equals(masterBytes)).toBe(false);
      expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
        name,
      });
      expect(meta.width).toBeLessThanOrEqual(1200);
      expect(meta.height).toBeGreaterThan(meta.width!); // upright: the phone held it portrait
      if (!name.endsWith('-muestra.webp')) {
        expect(await quadrantsOf(file)).toEqual([...QUADRANTS]);
        expect(personalTags(file)).toEqual({});
      }
    }
    const sample = files.find((f) => f.endsWith('-muestra.webp'))!;
    expect(sample).toMatch(/^rack-[0-9a-f]{10}-muestra\.webp$/);
    const { width } = await sharp(path.join(publicDir, 'fotos', 'soluciones', sample)).metadata();
    expect(width).toBe(PHOTO_ENCODING.placeholderWidth);
  });

  it('encodes nothing when nothing changed, and replaces the variants of a changed master', async () => {
    const before = outputs();
    expect(await writePhotoVariants(root, publicDir)).toMatchObject({ encoded: 0, removed: 0 });
    expect(outputs()).toEqual(before);

    await phonePhoto(master, { width: 1000, height: 750 });
    const result = await writePhotoVariants(root, publicDir);
    expect(result.removed).toBe(before.length);
    const after = outputs();
    expect(after.filter((f) => before.includes(f))).toEqual([]);
    expect(Math.max(...after.map((f) => Number(/-(\d+)\.\w+$/.exec(f)?.[1] ?? 0)))).toBe(1000);
  });
});
