import Link from 'next/link';

/** "Inicio / … / Current" trail; the last item is the current page. `tone` suits dark or light headers. */
export function Breadcrumb({
  items,
  tone = 'light',
}: {
  items: ReadonlyArray<{ label: string; href?: string }>;
  tone?: 'light' | 'dark';
}) {
  const link = tone === 'dark' ? 'hover:text-white hover:underline' : 'hover:text-primary hover:underline';
  return (
    <nav aria-label="Ruta" className={`text-sm ${tone === 'dark' ? 'text-white/80' : 'text-muted'}`}>
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex gap-1">
            {index > 0 && <span aria-hidden>/</span>}
            {item.href ? (
              <Link href={item.href} className={link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={tone === 'dark' ? 'text-white' : 'text-ink'}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
