// `npm run images` (part of `build` and `dev`; not committed): the social preview images (1200 × 630 PNG, one per
// route and language) and the app icons (web app manifest, favicon.ico) into public/. Satori lays out the card
// with the site's own font and colours; resvg rasterises SVG.
/* eslint-disable @next/next/no-img-element, jsx-a11y/alt-text -- Satori's markup is rasterised, never in the DOM */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

import { contentRoot } from '@/content/schema/root';
import { content } from '@/lib/content';
import { LOCALES } from '@/lib/i18n';
import { APP_ICONS, OG_IMAGE_SIZE, previewCards, type PreviewCard } from '@/lib/previews';
import { themeColors } from '@/lib/theme';

const root = path.resolve(__dirname, '../..');
const fontFile = (subset: string, weight: number) =>
  readFileSync(path.join(root, `node_modules/@fontsource/manrope/files/manrope-${subset}-${weight}-normal.woff`));
const fonts = ([700, 800] as const).flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({ name: 'Manrope', data: fontFile(subset, weight), weight })),
);
const svgDataUri = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(root, 'public', file)).toString('base64')}`;

/** The card's picture: a drawing as it is, a photo cropped to the drawings' 16:10 from its master. */
async function pictureUri(image: PreviewCard['image']): Promise<string> {
  if (!image.photo) return svgDataUri(image.src);
  const jpeg = await sharp(path.join(contentRoot(), 'content', image.src))
    .resize(880, 550, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const PADDING = 64;

function Card({ card, picture }: { card: PreviewCard; picture: string }) {
  const { company } = content(card.locale);
  const imageWidth = 440;
  const imageHeight = card.image.photo ? 275 : Math.round((card.image.height / card.image.width) * imageWidth);
  return (
    <div
      style={{
        // Satori sizes boxes without their padding (content-box).
        width: OG_IMAGE_SIZE.width - 2 * PADDING,
        height: OG_IMAGE_SIZE.height - 2 * PADDING,
        display: 'flex',
        padding: PADDING,
        gap: 48,
        color: '#ffffff',
        fontFamily: 'Manrope',
        backgroundImage: `linear-gradient(135deg, ${themeColors.navy} 0%, ${themeColors.navyLight} 100%)`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <img src={svgDataUri('logo-mark.svg')} width={56} height={56} />
          <span style={{ fontSize: 30, fontWeight: 800 }}>{company.shortName}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <span
            style={{
              fontSize: 24,
              fontWeight: 700,
              color: themeColors.cyan,
              textTransform: 'uppercase',
              letterSpacing: 2,
            }}
          >
            {card.eyebrow}
          </span>
          <span style={{ fontSize: card.title.length > 60 ? 46 : 56, fontWeight: 800, lineHeight: 1.12 }}>
            {card.title}
          </span>
        </div>
        <span style={{ fontSize: 24, fontWeight: 700, color: themeColors.mist }}>
          {`${company.address.city} · ${company.address.province} · ${company.address.country}`}
        </span>
      </div>
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: imageWidth, flexShrink: 0 }}
      >
        <img
          src={picture}
          width={imageWidth}
          height={imageHeight}
          style={card.image.photo ? { borderRadius: 16 } : undefined}
        />
      </div>
    </div>
  );
}

const rasterise = (svg: string, width: number): Buffer =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();

/** A maskable icon: the logo inside the central 80 % circle, on a background that fills the square (launchers crop). */
function maskableIconSvg(): string {
  const logo = readFileSync(path.join(root, 'public/logo-mark.svg'), 'utf8');
  const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${themeColors.navy}"/><svg x="136" y="136" width="240" height="240" viewBox="0 0 48 48">${inner}</svg></svg>`;
}

/** favicon.ico, for tools that ask for it by name: a 6-byte header, a 16-byte entry per PNG, then the PNGs. */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length); // zero-filled: reserved fields and colour counts
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

function writeIcons() {
  const iconSvg = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
  mkdirSync(path.join(root, 'public', 'icons'), { recursive: true });
  for (const icon of APP_ICONS) {
    const svg = icon.purpose === 'maskable' ? maskableIconSvg() : iconSvg;
    writeFileSync(path.join(root, 'public', icon.src), rasterise(svg, icon.size));
  }
  const favicon = [16, 32, 48].map((size) => ({ size, png: rasterise(iconSvg, size) }));
  writeFileSync(path.join(root, 'public', 'favicon.ico'), icoFromPngs(favicon));
}

async function main() {
  const started = performance.now();
  const cards = LOCALES.flatMap((locale) => previewCards(locale));
  for (const card of cards) {
    const file = path.join(root, 'public', card.file);
    mkdirSync(path.dirname(file), { recursive: true });
    const svg = await satori(<Card card={card} picture={await pictureUri(card.image)} />, { ...OG_IMAGE_SIZE, fonts });
    writeFileSync(file, rasterise(svg, OG_IMAGE_SIZE.width));
  }
  writeIcons();
  const ms = Math.round(performance.now() - started);
  console.log(
    `images: ${cards.length} previews in public/og/ (and og/en/), icons in public/icons/ and favicon.ico (${ms} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
