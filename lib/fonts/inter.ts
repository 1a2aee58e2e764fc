import localFont from 'next/font/local';

// Inter from npm, cut to the weights the site uses by scripts/font/subset-inter.py (sizes in
// docs/performance.md); nothing is fetched from the internet. Latin covers Spanish. Licence: INTER-LICENSE.txt.
export const inter = localFont({
  src: './inter-latin-400-800.woff2',
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
});
