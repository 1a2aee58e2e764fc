import localFont from 'next/font/local';

// Inter from npm (@fontsource-variable/inter), cut to the weights the site uses (400-800) by
// scripts/font/subset-inter.py: 28 KB instead of 48 KB, and no font is fetched from the internet.
// The latin subset covers Spanish (á é í ó ú ñ ü ¿ ¡). Licence: INTER-LICENSE.txt (SIL OFL 1.1).
export const inter = localFont({
  src: './inter-latin-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
});
