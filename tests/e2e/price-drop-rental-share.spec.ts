import { accept } from './admin-property-form-page';
import { testHouse } from './api-client';
import { ADMIN_STATE, blockExternal, expect, expectAccessible, shot, test, unique } from './fixtures';

// 'Bajó de precio' after an admin lowers a price in the form, the rental costs and requirements
// (and the Ley 820 rule in the form), and the share control of a property page.

const cop = (n: number) => `$ ${n.toLocaleString('de-DE')}`;

test.beforeEach(({ page }) => blockExternal(page));

test.describe('as the admin', () => {
  test.use({ storageState: ADMIN_STATE });

  test(
    'lowering a price in the form shows the badge on the page and the card, and the history in the form',
    { tag: '@any-width' },
    async ({ page, adminApi }) => {
      const word = `rebaja${unique()}`;
      const house = await adminApi.createProperty(testHouse({ title: `Casa ${word}`, price: 500_000_000 }));
      try {
        await page.goto(`/admin/properties/edit/${house._id}`);
        await expect(page.getByText('Sin cambios de precio todavía')).toBeVisible();
        await page.getByLabel('Precio (COP)').fill('450000000');
        const saved = accept(page, 'Propiedad actualizada exitosamente');
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await saved;
        await expect(page).toHaveURL(/\/admin\/properties$/);

        await page.goto(`/property/${house._id}`);
        await expect(page.getByTestId('detail-price')).toHaveText(cop(450_000_000));
        await expect(page.getByTestId('price-drop-badge')).toHaveText('Bajó de precio');
        await expect(page.getByTestId('previous-price')).toHaveText(`Antes ${cop(500_000_000)} (−10 %)`);
        const history = page.getByTestId('price-history').getByRole('listitem');
        await expect(history).toHaveCount(2);
        await expect(history.first()).toContainText(cop(450_000_000));
        await expect(history.first()).toContainText('−10 %');
        await expectAccessible(page, { exclude: 'iframe' });
        await shot(page, 'property-price-drop');

        await page.goto(`/listing?search=${word}`);
        const card = page.getByRole('article').filter({ hasText: word });
        await expect(card.getByTestId('price-drop-badge')).toBeVisible();
        await expect(card.getByTestId('previous-price')).toHaveText(`Antes ${cop(500_000_000)}`);
        await page.goto(`/listing?search=${word}&priceDrop=true`);
        await expect(page.getByTestId('result-count')).toHaveText('1 inmueble encontrado');
        await expect(page.getByLabel('Bajó de precio (90 días)')).toBeChecked();

        await page.goto(`/admin/properties/edit/${house._id}`);
        await expect(page.getByRole('heading', { name: 'Historial de precios' })).toBeVisible();
        await expect(page.getByTestId('price-history').getByRole('listitem')).toHaveCount(2);
      } finally {
        await adminApi.deleteProperty(house._id);
      }
    },
  );

  test(
    'the form refuses a rental requirement that asks for a cash deposit (Ley 820 de 2003)',
    { tag: '@any-width' },
    async ({ page, adminApi }) => {
      const flat = await adminApi.createProperty(testHouse({ operation: 'arriendo', price: 3_000_000 }));
      try {
        await page.goto(`/admin/properties/edit/${flat._id}`);
        await page.getByLabel('Requisitos de arriendo').fill('Fiador con finca raíz\nDepósito en efectivo');
        await page.getByRole('button', { name: 'Guardar cambios' }).click();
        await expect(
          page.getByText(
            'La Ley 820 de 2003 (artículo 16) prohíbe exigir depósitos en dinero como garantía del arriendo: quita «Depósito en efectivo» de los requisitos',
          ),
        ).toBeVisible();
        await expect(page.getByLabel('Requisitos de arriendo')).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(new RegExp(`/admin/properties/edit/${flat._id}$`));
      } finally {
        await adminApi.deleteProperty(flat._id);
      }
    },
  );
});

test('a rental shows its monthly total and requirements', { tag: '@any-width' }, async ({ page, adminApi }) => {
  const requirements = ['Fiador con finca raíz en Bogotá', 'Póliza de arrendamiento', 'Certificado laboral'];
  const flat = await adminApi.createProperty(
    testHouse({ operation: 'arriendo', price: 3_200_000, adminFee: 450_000, rentalRequirements: requirements }),
  );
  try {
    await page.goto(`/property/${flat._id}`);
    const section = page.getByRole('region', { name: 'Costo mensual y requisitos' });
    await expect(section.getByTestId('rental-monthly-total')).toHaveText(cop(3_650_000));
    await expect(section.getByTestId('rental-costs')).toContainText(cop(450_000));
    await expect(section.getByTestId('rental-requirements').getByRole('listitem')).toHaveText(requirements);
    await expect(section).toContainText('Ley 820 de 2003');
    await expect(page.getByRole('region', { name: 'Simula tu crédito' })).toHaveCount(0);
    await expectAccessible(page, { exclude: 'iframe' });
    await shot(page, 'property-rental');
  } finally {
    await adminApi.deleteProperty(flat._id);
  }
});

test.describe('sharing a property', () => {
  test('without the Web Share API: WhatsApp, Facebook, X, e-mail and copy link, with the canonical URL', async ({
    page,
    context,
    baseURL,
    adminApi,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    const house = await adminApi.createProperty(testHouse({ title: `Casa para compartir ${unique()}` }));
    try {
      await page.goto(`/property/${house._id}`);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+/property/${house._id}$`));
      const button = page.getByRole('button', { name: 'Compartir' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const links = page.getByRole('list', { name: 'Compartir este inmueble' });
      const url = encodeURIComponent(canonical);
      const title = encodeURIComponent(house.title);
      await expect(links.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${house.title} ${canonical}`)}`,
      );
      await expect(links.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
      await expect(links.getByRole('link', { name: /^X/ })).toHaveAttribute(
        'href',
        `https://x.com/intent/post?text=${title}&url=${url}`,
      );
      await expect(links.getByRole('link', { name: 'Correo electrónico' })).toHaveAttribute(
        'href',
        new RegExp(
          `^mailto:\\?subject=${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&body=.*${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        ),
      );
      await expect(links.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('target', '_blank');
      await expectAccessible(page, { exclude: 'iframe' });

      await links.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(page.getByText('Enlace copiado')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

      await page.keyboard.press('Escape');
      await expect(links).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(links).toBeHidden();
    } finally {
      await adminApi.deleteProperty(house._id);
    }
  });

  test('with the Web Share API: the browser’s own sheet gets the title and the canonical URL', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data),
      });
    });
    const list = (await (await request.get('/api/properties?limit=1')).json()) as {
      data: Array<{ _id: string; title: string }>;
    };
    const [property] = list.data;
    await page.goto(`/property/${property._id}`);
    await page.getByRole('button', { name: 'Compartir' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared?.title).toBe(property.title);
    expect(shared?.url).toMatch(new RegExp(`/property/${property._id}$`));
    await expect(page.getByRole('list', { name: 'Compartir este inmueble' })).toBeHidden();
  });
});
