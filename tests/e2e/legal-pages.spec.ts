import { expect, expectAccessible, test } from './fixtures';

test(
  'privacy policy under Ley 1581 de 2012 with the rights, terms and the agency as responsible',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(/Política de Privacidad/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidad');
    const main = page.locator('main');
    await expect(main).toContainText('Ley 1581 de 2012');
    await expect(main).toContainText('Decreto 1377 de 2013');
    for (const heading of [
      'Responsable del tratamiento',
      'Finalidades del tratamiento',
      'Derechos del titular',
      'Procedimiento de consultas y reclamos',
      'Autorización',
      'Transferencias y transmisiones',
      'Vigencia',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(main).toContainText('diez (10) días hábiles');
    await expect(main).toContainText('quince (15) días hábiles');
    await expect(main).toContainText('Conocer, actualizar y rectificar');
    await expect(main).toContainText('Revocar la autorización y solicitar la supresión');
    const general = (
      (await (await page.request.get('/api/settings')).json()) as {
        data: { general: { siteName: string; contactEmail: string; address: string } };
      }
    ).data.general;
    const responsable = page.locator('#responsable');
    await expect(responsable).toContainText(general.siteName);
    await expect(responsable).toContainText(general.address);
    await expect(responsable).toContainText(general.contactEmail);
    await expectAccessible(page);
  },
);

test('terms of use under Colombian law', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(/Términos de Uso/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos de Uso');
  for (const heading of [
    'Uso del sitio',
    'Información de los inmuebles',
    'Propiedad intelectual',
    'Responsabilidad',
    'Ley aplicable y jurisdicción',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
  }
  await expect(page.locator('main')).toContainText('leyes de la República de Colombia');
  await expect(page.locator('main')).toContainText('Ley 1581 de 2012');
  await page.locator('main').getByRole('link', { name: 'Política de Privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expectAccessible(page);
});

test('the table of contents shows on desktop only and jumps to its section', async ({ page }, testInfo) => {
  await page.goto('/privacy');
  const toc = page.getByRole('navigation', { name: 'Contenido' });
  if (testInfo.project.name === 'mobile') {
    await expect(toc).toBeHidden();
    return;
  }
  await toc.getByRole('link', { name: /Derechos del titular/ }).click();
  await expect(page).toHaveURL(/#derechos$/);
  await expect(page.getByRole('heading', { name: /Derechos del titular/ })).toBeInViewport();
});
