import { Suspense } from 'react';

/**
 * Every public page but home reads request data (params, search params, Settings) and streams
 * inside this boundary. Home stays out of it: its static sections are then the prerendered
 * shell itself, in document order, rather than a boundary that an inline script reveals later.
 */
export default function StreamedPagesLayout({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
