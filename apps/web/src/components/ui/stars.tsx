import { Star } from 'lucide-react';

type StarsProps = {
  /** 0 to 5; fractions fill to the nearest half star. */
  value: number;
  /** What a screen reader hears, e.g. "4.5 out of 5 stars". */
  label: string;
  size?: 'sm' | 'md';
};

/** Five stars filled up to `value` (one picture with a text alternative). */
export function Stars({ value, label, size = 'sm' }: StarsProps) {
  const halves = Math.round(Math.min(Math.max(value, 0), 5) * 2);
  const icon = size === 'sm' ? 'size-3.5' : 'size-5';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={star} aria-hidden className={`relative inline-block ${icon}`}>
            <Star className={`absolute inset-0 ${icon} text-amber-300`} />
            {fill === 'empty' ? null : (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: fill === 'half' ? '50%' : '100%' }}
              >
                <Star className={`${icon} fill-amber-400 text-amber-400`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
