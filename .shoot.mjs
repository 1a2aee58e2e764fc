import { chromium } from '@playwright/test';
import { startStack } from './scripts/lib/stack.mjs';
const stack = await startStack();
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
  for (const [w, h] of [[1024, 900], [1280, 900]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
    await page.goto(`${stack.baseURL}/vender`);
    await page.screenshot({ path: `/work/shots/market/header-${w}.png` });
    for (const path of (process.env.PAGES ?? '').split(',').filter(Boolean)) {
      await page.goto(`${stack.baseURL}${path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/work/shots/market/page-${w}-${path.replace(/\W+/g, '_')}.png`, fullPage: true });
    }
    await page.close();
  }
  await browser.close();
} finally {
  await stack.stop();
}
