import { preload } from 'react-dom';

import type { ImageAsset } from '@/content/types';

interface ImgProps extends ImageAsset {
  className?: string;
  /** The page's main image: fetched first (preload + high priority), never lazy. */
  priority?: boolean;
}

/**
 * A still image with its intrinsic size, rendered on the server as a plain <img>. The export serves the
 * files as they are (no image optimiser), so next/image would only add its client component, hydration
 * work and inline styles to every page.
 */
export function Img({ src, width, height, alt, className, priority = false }: ImgProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
