// Placeholders that loading.tsx files show while a page streams: grey blocks of the page's own
// layout, so the content replaces them without shifting what is around it.

export function Bar({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-2xl bg-surface motion-reduce:animate-none ${className}`} />;
}

/** A placeholder region: announced as loading, never read as content. */
export function Skeleton({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label} role="status">
      {children}
    </div>
  );
}

/** A whole page's placeholder, in the page's own frame. */
export function SkeletonPage({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Skeleton label={label} className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      {children}
    </Skeleton>
  );
}

export function CardGridSkeleton({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div className={`grid gap-6 sm:grid-cols-2 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <Bar key={i} className="h-80 rounded-3xl" />
      ))}
    </div>
  );
}
