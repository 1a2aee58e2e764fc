import { publicSettings } from './api-client';
import { expect, expectAccessible, test } from './fixtures';

test('header: top bar, menu links and Portal Pagos come from Settings', async ({ page, request, isMobile }) => {
  const { general } = await publicSettings(request);
  await page.goto('/about');
  let portal = page.getByRole('banner').getByRole('link', { name: /Portal Pagos/ });
  if (isMobile) {
    // On phones Portal Pagos lives in the slide-out menu.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    portal = page.getByRole('dialog', { name: 'Menú principal' }).getByRole('link', { name: /Portal Pagos/ });
  } else {
    await expect(page.getByRole('link', { name: general.contactEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${general.contactEmail}`,
    );
    await expect(page.getByText(general.address).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Facebook/ }).first()).toHaveAttribute('href', general.social.facebook);
    await expect(page.getByRole('link', { name: /Instagram/ }).first()).toHaveAttribute(
      'href',
      general.social.instagram,
    );
    const nav = page.getByRole('navigation', { name: 'Principal' });
    for (const [name, href] of [
      ['Inicio', '/'],
      ['Nosotros', '/about'],
      ['Inmuebles', '/listing'],
      ['Vender', '/vender'],
      ['Servicios', '/services'],
      ['Simulador', '/simulador'],
      ['Noticias', '/news'],
      ['Contacto', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Nosotros', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Inmuebles', exact: true }).click();
    await expect(page).toHaveURL(/\/listing$/);
  }
  await expect(portal).toHaveAttribute('href', general.paymentsPortalUrl);
  await expect(portal).toHaveAttribute('target', '_blank');
});

test('the mobile menu opens, locks scrolling and closes on Escape, overlay and link', async ({ page }) => {
  // The slide-out menu is the phone navigation: both projects look at it at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const opener = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.getByRole('dialog', { name: 'Menú principal' });
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

  await opener.click();
  await expect(menu).toBeVisible();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  expect(await bodyOverflow()).toBe('hidden');
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
  const labels = [
    'Inicio',
    'Nosotros',
    'Inmuebles',
    'Vender',
    'Servicios',
    'Simulador',
    'Noticias',
    'Contacto',
    'Publica con Nosotros',
  ];
  const items = menu.getByRole('listitem');
  await expect(items).toHaveText(labels);
  for (const [index] of labels.entries()) {
    await expect(items.nth(index)).toHaveCSS('animation-delay', `${index / 10}s`);
  }
  await expect(menu.getByRole('link', { name: 'Publica con Nosotros' })).toHaveAttribute('href', '/contact');
  await expect(menu.getByRole('link', { name: 'Portal Pagos' })).toHaveAttribute('target', '_blank');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByTestId('menu-overlay').click({ position: { x: 370, y: 400 } });
  await expect(menu).toBeHidden();

  await opener.click();
  await menu.getByRole('link', { name: 'Servicios' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');
});

test('footer: Settings details, service, quick and legal links, the current year', async ({ page, request }) => {
  const { general } = await publicSettings(request);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-email')).toHaveText(general.contactEmail);
  await expect(footer.getByTestId('footer-phone')).toHaveText(general.contactPhone);
  await expect(footer.getByText(general.description)).toBeVisible();
  await expect(footer.getByTestId('copyright')).toHaveText(
    `© ${new Date().getFullYear()} ${general.siteName}. Todos los derechos reservados.`,
  );
  const services = footer.getByRole('navigation', { name: 'Servicios' }).getByRole('link');
  await expect(services).toHaveCount(5);
  for (const href of await services.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/listing\?/);
  await expect(footer.getByRole('navigation', { name: 'Enlaces rápidos' }).getByRole('link')).toHaveCount(8);
  await expect(footer.getByRole('link', { name: 'Términos de Uso' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy');
});

test(
  'a Settings change of phone and colours shows on the next page load',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const restoreGeneral = await adminApi.putSettings('general', { contactPhone: '+57 601 555 0199' });
    const restoreAppearance = await adminApi.putSettings('appearance', {
      primaryColor: '#0B6E4F',
      secondaryColor: '#F2C14E',
    });
    try {
      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByTestId('footer-phone')).toHaveText('+57 601 555 0199');
      const vars = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ['--color-primary', '--color-primary-dark', '--color-secondary'].map((v) =>
          style.getPropertyValue(v).trim(),
        );
      });
      expect(vars).toEqual(['#0b6e4f', '#08533b', '#f2c14e']);
      await expect(page.getByRole('link', { name: 'Ver Todos los Inmuebles' })).toHaveCSS(
        'background-color',
        'rgb(11, 110, 79)',
      );
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    } finally {
      await restoreAppearance();
      await restoreGeneral();
    }
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ver Todos los Inmuebles' })).toHaveCSS(
      'background-color',
      'rgb(0, 49, 125)',
    );
  },
);

test('analytics tags appear only when their ids are set', { tag: '@any-width' }, async ({ request, adminApi }) => {
  const empty = await (await request.get('/about')).text();
  expect(empty).not.toContain('googletagmanager.com');
  expect(empty).not.toContain('connect.facebook.net');
  const restoreIntegrations = await adminApi.putSettings('integrations', {
    googleAnalytics: 'G-TEST12345',
    facebookPixel: '123456789012',
  });
  try {
    const html = await (await request.get('/about')).text();
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-TEST12345"');
    expect(html).toContain('src="https://connect.facebook.net/en_US/fbevents.js"');
    expect(html).toContain(`fbq('init',"123456789012")`);
  } finally {
    await restoreIntegrations();
  }
});

test('the open mobile menu has no serious accessibility violation', async ({ page }) => {
  // The slide-out menu is the phone navigation: both projects look at it at a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
  await expectAccessible(page);
});
