import type { Metadata } from 'next';
import { Suspense } from 'react';

// Account pages are not search results.
export const metadata: Metadata = { robots: { index: false, follow: false } };

// The pages read the session and the query string per request.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
