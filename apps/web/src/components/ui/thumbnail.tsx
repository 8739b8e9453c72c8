import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';

type ThumbnailProps = {
  /** The stored image URL; shown through the media CDN. */
  src: string | null | undefined;
  /** Shown when there is no image or it fails to load. */
  icon: LucideIcon;
  className?: string;
};

/** A square, decorative image (alt="") with an icon in its place when it is missing. */
export function Thumbnail({ src, icon: Icon, className = 'size-10' }: ThumbnailProps) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState<string>();
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-surface-muted ${className}`}
    >
      {url && failed !== url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className="size-1/2 text-ink-muted" />
      )}
    </span>
  );
}
