import type { PictureView } from '@/domain/pictures';
import './picture.css';

export interface PictureProps {
  picture: PictureView;
  /** how wide the picture is drawn, for the browser to pick a file from srcset ("(min-width: 700px) 16rem, 100vw") */
  sizes: string;
  /** the first picture a guest sees (a likely LCP element): fetched at once and first; others wait until near view */
  priority?: boolean;
  className?: string;
}

/**
 * A picture with its size given up front (width/height: the space is kept, no layout shift),
 * the browser choosing the file for the drawn width and screen density, loaded lazily unless it
 * is the first thing on the page.
 */
export function Picture({ picture, sizes, priority = false, className }: PictureProps) {
  return (
    <img
      className={className ? `picture ${className}` : 'picture'}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
