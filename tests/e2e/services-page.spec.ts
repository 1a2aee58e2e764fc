import { expect, expectAccessible, test } from './fixtures';

test('rental plans by default, with SPEC percentages and plan links', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('tab', { name: 'Planes de Arriendo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Planes de Venta' })).toHaveAttribute('aria-selected', 'false');
  const cards = page.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId('plan-price')).toHaveText(['10% + IVA', '12% + IVA', '15% + IVA']);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Plan Estándar', 'Plan VIP', 'Plan VIP Plus']);
  await expect(cards.nth(2)).toContainText('Seguro de arrendamiento al 100%');
  await expect(cards.nth(2)).toContainText('Hasta 1 año de canon por anticipado');
  await expect(cards.nth(0).getByRole('link', { name: /Seleccionar Plan/ })).toHaveAttribute(
    'href',
    '/plan-form?plan=arriendo-estandar',
  );
  await expect(page.getByRole('link', { name: 'Hablar con un asesor' })).toHaveAttribute('href', '/contact');
  await expectAccessible(page);

  await cards
    .nth(1)
    .getByRole('link', { name: /Seleccionar Plan/ })
    .click();
  await expect(page).toHaveURL(/\/plan-form\?plan=arriendo-vip$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan VIP de arriendo');
});

test('?tab=venta opens the sale plans with their requirements', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/services?tab=venta');
  await expect(page.getByRole('tab', { name: 'Planes de Venta' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('plan-card');
  await expect(cards.getByTestId('plan-price')).toHaveText(['3% + IVA', '2,8% + IVA']);
  await expect(cards.nth(0)).toContainText('Para inmuebles con valor inferior a 1.000 millones de pesos');
  await expect(cards.nth(1)).toContainText('Para inmuebles con valor superior a 1.000 millones de pesos');
  await expect(cards.nth(1).getByRole('link', { name: /Seleccionar Plan/ })).toHaveAttribute(
    'href',
    '/plan-form?plan=venta-vip',
  );
  await expectAccessible(page);
});

test(
  'switching tabs replaces the history entry and works with the keyboard',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/news');
    await page.goto('/services');
    await page.getByRole('tab', { name: 'Planes de Venta' }).click();
    await expect(page).toHaveURL(/\/services\?tab=venta$/);
    await expect(page.getByTestId('plan-price')).toHaveText(['3% + IVA', '2,8% + IVA']);
    await page.getByRole('tab', { name: 'Planes de Arriendo' }).click();
    await expect(page).toHaveURL(/\/services\?tab=arriendo$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);

    await page.goto('/services');
    await page.getByRole('tab', { name: 'Planes de Arriendo' }).focus();
    await page.keyboard.press('ArrowRight');
    const venta = page.getByRole('tab', { name: 'Planes de Venta' });
    await expect(venta).toBeFocused();
    await expect(venta).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=venta/);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-venta');
    await page.keyboard.press('ArrowRight'); // wraps to the first tab
    await expect(page.getByRole('tab', { name: 'Planes de Arriendo' })).toBeFocused();
    await expect(page).toHaveURL(/tab=arriendo/);
    await page.keyboard.press('End');
    await expect(venta).toHaveAttribute('aria-selected', 'true');
  },
);

test('one plan expanded at a time with Ver Más / Ver Menos', async ({ page }) => {
  await page.goto('/services');
  const cards = page.getByTestId('plan-card');
  const toggle = (i: number) => cards.nth(i).getByRole('button', { name: /Ver (Más|Menos)/ });
  await expect(cards.nth(0)).not.toContainText('Informe mensual de pagos');

  await toggle(0).click();
  await expect(toggle(0)).toHaveText('Ver Menos');
  await expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(cards.nth(0)).toContainText('Informe mensual de pagos');

  await toggle(2).click();
  await expect(toggle(2)).toHaveText('Ver Menos');
  await expect(cards.nth(2)).toContainText('Asesoría jurídica en procesos de restitución');
  await expect(toggle(0)).toHaveText('Ver Más');
  await expect(cards.nth(0)).not.toContainText('Informe mensual de pagos');
  await expect(page.getByRole('button', { name: 'Ver Menos' })).toHaveCount(1);

  await toggle(2).click();
  await expect(page.getByRole('button', { name: 'Ver Menos' })).toHaveCount(0);
  await expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');
});
