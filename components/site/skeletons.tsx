// Placeholders that loading.tsx files show while a page streams: grey blocks of the page's own
// layout, so the content replaces them without shifting what is around it.

export function Bar({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-2xl bg-surface motion-reduce:animate-none ${className}`} />;
}

/** The frame every skeleton page shares: announced as loading, never read as content. */
export function SkeletonPage({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:px-6" aria-busy="true" aria-label={label} role="status">
      {children}
    </div>
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
