import localFont from 'next/font/local';

// Inter shipped by npm (@fontsource-variable/inter): no font is fetched from the internet.
export const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', style: 'normal' },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
});
