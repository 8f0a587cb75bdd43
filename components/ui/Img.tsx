import type { ImageAsset } from '@/lib/content';

interface ImgProps extends ImageAsset {
  className?: string;
  /** The page's opening image: loaded at once instead of lazily. */
  priority?: boolean;
}

/**
 * A still image with its intrinsic size, rendered on the server as a plain <img>. The export serves the
 * files as they are (no image optimiser), so next/image would only add its client component, hydration
 * work and inline styles to every page.
 *
 * No raised fetch priority and no preload, even for the opening image and the navbar's logo: on phones the
 * opening image sits below the heading (the largest paint), and the browser's preload scanner finds both as
 * soon as the body arrives; on wide screens the browser raises their priority once they are laid out in view.
 * React's server renderer preloads every image that is not lazy from the head, ahead of the framework's chunks,
 * except inside a `<picture>`: so an image loaded at once is rendered in one, which has no box of its own
 * (globals.scss). Without those preloads the navbar worked 40–80 ms sooner on a phone, first paint unchanged
 * (docs/decisions/performance.md, "Where the first paint goes").
 */
export function Img({ src, width, height, alt, className, priority = false }: ImgProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? undefined : 'lazy'}
      decoding="async"
    />
  );
  return priority ? <picture>{image}</picture> : image;
}
