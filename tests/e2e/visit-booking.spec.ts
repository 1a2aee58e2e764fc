import type { Locator } from '@playwright/test';

import { dataOf, richProperty } from './api-client';
import { expect, expectAccessible, freshIp, isolate, shot, test, unique } from './fixtures';
import { assignProperty, createAgent, visitToken, workday } from './staff';

const TAKEN = 'Ese horario ya no está disponible. Elige otro.';

/** Picks a slot as a visitor does, by its visible label (the radio itself is visually hidden). */
async function pick(slot: Locator): Promise<void> {
  await slot.locator('xpath=..').click();
  await expect(slot).toBeChecked();
}

test('a visitor books a visit on a property page, losing a slot taken meanwhile, then moves and cancels it by the e-mailed link', async ({
  page,
  request,
  anonymousApi,
}) => {
  test.slow();
  await isolate(page);
  // The property's own agent: with none, any active agent free then would take the visit.
  const property = await richProperty(request);
  await assignProperty(anonymousApi, property._id, (await createAgent(anonymousApi, `Asesor Visitas ${unique()}`)).id);
  const day = workday(test.info().project.name === 'mobile' ? 4 : 3);
  await page.goto(`/property/${property._id}`);
  const booking = page.getByRole('region', { name: '¿Quieres conocerlo en persona?' });
  await booking.getByRole('button', { name: 'Agendar visita' }).click();
  const form = page.getByRole('form', { name: 'Agendar visita' });
  await form.getByLabel('Día de la visita').fill(day);
  const slots = form.getByRole('radio');
  await expect(slots.first()).toBeAttached();
  await expect(form.getByRole('checkbox')).not.toBeChecked();

  await pick(slots.first());
  await form.getByRole('button', { name: 'Confirmar visita' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(form.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();

  const email = `visita.${Date.now()}.${test.info().project.name}@example.com`;
  await form.getByLabel('Nombre').fill('Camila Ortiz');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Teléfono').fill('+57 310 555 0199');
  await form.getByRole('checkbox').check();
  await expectAccessible(page);
  await shot(page, 'visit-form');

  // Someone else takes the chosen slot first: a 409, and the slot is gone from the list.
  const chosen = (await slots.first().getAttribute('value'))!;
  const other = await anonymousApi.post('/api/visits', {
    headers: { 'x-forwarded-for': freshIp() },
    data: {
      propertyId: property._id,
      start: chosen,
      name: 'Otra Persona',
      email: `otra.${Date.now()}@example.com`,
      phone: '3000000000',
      acceptPrivacy: true,
    },
  });
  await dataOf(other, 201);
  await form.getByRole('button', { name: 'Confirmar visita' }).click();
  await expect(form.getByText(TAKEN)).toBeVisible();
  await expect(form.locator(`input[value="${chosen}"]`)).toHaveCount(0);

  const second = (await slots.first().getAttribute('value'))!;
  await pick(slots.first());
  await form.getByRole('button', { name: 'Confirmar visita' }).click();
  await expect(form.getByText('¡Visita agendada! Te enviamos la confirmación a tu correo.')).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await shot(page, 'visit-booked');

  // The personal link of the confirmation e-mail.
  await page.goto(`/visita/${await visitToken(email)}`);
  await expect(page.getByRole('heading', { name: 'Tu visita', level: 1 })).toBeVisible();
  await expect(page.getByText('Hola, Camila Ortiz.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'visit-link');

  await page.getByRole('button', { name: 'Cambiar horario' }).click();
  await page.getByLabel('Día de la visita').fill(day);
  const options = page.getByRole('radio');
  await expect(options.first()).toBeAttached();
  await expect(page.locator(`input[value="${second}"]`)).toHaveCount(0); // its own slot is not offered
  await pick(options.first());
  await page.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
  await expect(page.getByText('Visita reprogramada')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar visita' }).click();
  await page.getByRole('button', { name: 'Sí, cancelar la visita' }).click();
  await expect(page.getByText('Visita cancelada')).toBeVisible();
  await expect(page.getByText(/fue cancelada\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar horario' })).toHaveCount(0);
  await shot(page, 'visit-cancelled');
});
