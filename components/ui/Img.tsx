import clsx from 'clsx';

import type { ImageAsset } from '@/lib/content';
import { PHOTO_FORMATS, PHOTO_SLOTS, srcSet, variantUrl, type PhotoSlot } from '@/lib/photos';

import styles from './Img.module.scss';

interface ImgProps extends ImageAsset {
  /** Where the layout shows it, for a photo's `sizes` (lib/photos.ts); fixed drawings (logos) need none. */
  slot?: PhotoSlot;
  className?: string;
  /** The page's opening image: loaded at once instead of lazily. */
  priority?: boolean;
}

/**
 * A picture with its intrinsic size, rendered on the server. A drawing is a plain <img> of its SVG. A photo
 * is a <picture> of the build's AVIF and WebP variants with the slot's `sizes`, cropped to the slot's
 * proportions around the staff's chosen focus, over a tiny blurred version of itself while it loads.
 *
 * An image loaded at once is rendered inside a <picture>, which has no box of its own (globals.scss): React's
 * server renderer preloads every other eager image from the head, ahead of the framework's scripts.
 */
export function Img({ src, width, height, alt, className, priority = false, slot, photo, focus }: ImgProps) {
  const loading = priority ? undefined : 'lazy';
  if (!photo) {
    const image = (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} width={width} height={height} alt={alt} className={className} loading={loading} decoding="async" />
    );
    return priority ? <picture>{image}</picture> : image;
  }
  if (!slot) throw new Error(`Img: the photo ${src} is shown without a slot, so its sizes are unknown.`);
  const { sizes } = PHOTO_SLOTS[slot];
  const fallback = photo.widths.find((w) => w >= 800) ?? photo.widths.at(-1)!;
  return (
    <span className={clsx(styles.photo, className)} data-encuadre={focus ?? 'centro'}>
      {photo.placeholder && (
        <picture>
          <img src={photo.placeholder} alt="" aria-hidden="true" className={styles.placeholder} />
        </picture>
      )}
      <picture>
        {PHOTO_FORMATS.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(src, photo, format)} sizes={sizes} />
        ))}
        <img
          src={variantUrl(src, photo.key, fallback, 'webp')}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding="async"
        />
      </picture>
    </span>
  );
}
