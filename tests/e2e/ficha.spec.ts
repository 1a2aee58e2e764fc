import { FICHA_LABEL } from '../../lib/domain/ficha';
import { testHouse } from './api-client';
import { ADMIN_STATE, expect, test, type Page } from './fixtures';

// "Descargar ficha" (docs/ficha.md): on the public property page and the admin's edit page, a
// plain link whose href answers the ficha's PDF.

test.use({ storageState: ADMIN_STATE });

async function expectFichaLink(page: Page, id: string) {
  const link = page.getByRole('link', { name: new RegExp(FICHA_LABEL) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/property/${id}/ficha.pdf`);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

// Both widths: the link sits among the property page's actions, which wrap on a phone.
test('"Descargar ficha" opens the PDF from the property page and the admin', async ({ page, adminApi }) => {
  const created = await adminApi.createProperty(testHouse({ status: 'disponible' }));
  try {
    await page.goto(`/property/${created._id}`);
    await expectFichaLink(page, created._id);
    await page.goto(`/admin/properties/edit/${created._id}`);
    await expectFichaLink(page, created._id);
  } finally {
    await adminApi.deleteProperty(created._id);
  }
});
