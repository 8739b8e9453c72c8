import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { mediaUrl } from '@/lib/media';

const AVATAR_FALLBACK_DELAY_MS = 600;

/** The first two letters of the name (code points, so Bangla letters are not split in half). */
export function initials(name: string): string {
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

type AvatarProps = {
  name: string;
  logo: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Next to the name in text: hidden from assistive technology, which reads the name once. */
  decorative?: boolean;
};

const sizes = { sm: 'size-7 text-[11px]', md: 'size-9 text-xs', lg: 'size-11 text-sm' };

/** A merchant or shop logo through the media CDN, with initials after 600 ms if it fails. */
export function Avatar({ name, logo, size = 'md', decorative = false }: AvatarProps) {
  const src = mediaUrl(logo);
  return (
    <AvatarPrimitive.Root
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-surface-muted align-middle ${sizes[size]}`}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt={decorative ? '' : name}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={AVATAR_FALLBACK_DELAY_MS}
        className="font-semibold text-accent"
        {...(decorative ? { 'aria-hidden': true } : { 'aria-label': name })}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
