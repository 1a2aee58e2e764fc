import localFont from 'next/font/local';

// Inter shipped by npm (@fontsource-variable/inter): no font is fetched from the internet.
export const inter = localFont({
  // The latin subset covers Spanish (á é í ó ú ñ ü ¿ ¡); latin-ext would only add weight.
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
