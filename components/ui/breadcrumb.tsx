import Link from 'next/link';

const TONES = {
  light: { nav: 'text-muted', link: 'hover:text-primary hover:underline', current: 'text-ink' },
  dark: { nav: 'text-white/80', link: 'hover:text-white hover:underline', current: 'text-white' },
};

/** "Inicio › … › Current": every crumb but the last is a link. `tone` suits light or dark headers. */
export function Breadcrumb({
  items,
  tone = 'light',
}: {
  items: ReadonlyArray<{ label: string; href?: string }>;
  tone?: keyof typeof TONES;
}) {
  const classes = TONES[tone];
  return (
    <nav aria-label="Ruta de navegación" className={`text-sm ${classes.nav}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden>›</span>}
            {item.href ? (
              <Link href={item.href} className={classes.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={`line-clamp-1 ${classes.current}`}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
