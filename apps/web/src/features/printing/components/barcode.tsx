import { code128Bars } from '../lib/code128';

const QUIET = 10;

/** A Code 128 barcode as SVG (crisp in print at any size), with the text under it. */
export function Barcode({
  value,
  label,
  height = 48,
}: {
  value: string;
  label: string;
  height?: number;
}) {
  const { bars, width } = code128Bars(value);
  const total = width + QUIET * 2;
  return (
    <figure className="inline-flex flex-col items-center max-sm:max-w-full">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${total} ${height}`}
        width={total * 1.4}
        height={height}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-testid="order-barcode"
        // Narrower on a phone only (below `sm`): the paper always gets the full width.
        className="max-sm:max-w-full"
      >
        <rect width={total} height={height} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x + QUIET} width={bar.width} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="mt-0.5 font-mono text-xs tracking-widest">{value}</figcaption>
    </figure>
  );
}
