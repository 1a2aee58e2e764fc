import type { ReactNode } from 'react';

/** A public page's 404: the big number, what was not found and why, and what the page adds (a way back). */
export function NotFoundNotice({
  title,
  text,
  width = 'max-w-3xl',
  children,
}: {
  title: string;
  text: ReactNode;
  width?: 'max-w-2xl' | 'max-w-3xl';
  children?: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-20 text-center md:px-6`}>
      <p className="text-6xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-muted">{text}</p>
      {children}
    </div>
  );
}
