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
 * No raised fetch priority and no preload of our own, even for the opening image: on phones it sits below
 * the heading (the largest paint), which must not share the first round trips with it; on wide screens the
 * browser raises its priority itself once it is laid out in view.
 */
export function Img({ src, width, height, alt, className, priority = false }: ImgProps) {
  return (
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
}
