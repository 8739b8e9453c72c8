/** A grey placeholder bar while data loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`block animate-pulse rounded bg-surface-muted ${className}`} />
  );
}

/** Placeholder table rows for a list that is loading (lists opt out of the global overlay). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <tr key={row} data-testid="skeleton-row" className="border-b border-line">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <td key={column} className="px-3 py-3">
              <Skeleton className="h-3.5 w-full max-w-32" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
