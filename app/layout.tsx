import type { Metadata, Viewport } from 'next';

import { siteOrigin } from '@/lib/env';
import { inter } from '@/lib/fonts/inter';

import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  title: {
    default: 'Inmobiliaria Bogotá | Casas y apartamentos en venta y arriendo',
    template: '%s | Inmobiliaria Bogotá',
  },
  description:
    'Inmuebles en venta y arriendo en Bogotá y la Sabana: apartamentos, casas, oficinas, locales, lotes y fincas con asesoría de principio a fin.',
};

export const viewport: Viewport = { themeColor: '#00317D', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // Settings' theme script sets data-theme on <html> before React hydrates it.
    <html lang="es-CO" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
