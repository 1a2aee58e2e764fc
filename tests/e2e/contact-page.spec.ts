import { expect, expectAccessible, isolate, test, uniqueEmail, type Page } from './fixtures';

test.beforeEach(async ({ page }) => {
  await isolate(page);
  // Record the WhatsApp link instead of opening it.
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
});

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

async function agencyWhatsapp(page: Page): Promise<string> {
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    data: { general: { whatsapp: string; schedule: string; address: string } };
  };
  return settings.data.general.whatsapp.replace(/\D/g, '');
}

test('map, info cards with the hours, social links and the privacy consent', async ({ page }) => {
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    data: {
      general: {
        schedule: string;
        address: string;
        contactPhone: string;
        contactEmail: string;
        social: Record<string, string>;
      };
    };
  };
  const { general } = settings.data;
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contacto/);
  const info = page.getByRole('list', { name: 'Datos de contacto' });
  await expect(info).toContainText(general.address);
  await expect(info).toContainText(general.schedule);
  await expect(info).toContainText('Lunes a viernes 7:00 a. m. - 4:00 p. m.; sábados 8:00 a. m. - 12:00 m.');
  await expect(info.getByRole('link', { name: general.contactPhone })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(info.getByRole('link', { name: general.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${general.contactEmail}`,
  );
  await expect(info.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${await agencyWhatsapp(page)}\\?text=`),
  );
  const map = page.locator('iframe[title^="Mapa de la oficina"]');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=4\.6767%2C-74\.0482$/,
  );
  if (general.social.facebook)
    await expect(page.getByRole('link', { name: 'Facebook' }).last()).toHaveAttribute('href', general.social.facebook);
  await expect(page.getByLabel(/Autorizo el tratamiento/)).not.toBeChecked();
  await expectAccessible(page);
});

test('validation messages in Spanish next to the fields', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('El email es obligatorio')).toBeVisible();
  await expect(page.getByText('El asunto es obligatorio')).toBeVisible();
  await expect(page.getByText('El mensaje es obligatorio')).toBeVisible();
  await expect(page.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();
  await expect(page.getByLabel('Asunto')).toHaveAttribute('aria-describedby', 'subject-error');
  await page.getByLabel('Correo electrónico').fill('sin-arroba');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('El email no es válido')).toBeVisible();
  expect(await opened(page)).toEqual([]);
  await expectAccessible(page);
});

test(
  'a message opens WhatsApp with "No proporcionado", is stored and clears the form',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const email = uniqueEmail('contacto');
    await page.goto('/contact');
    await page.getByLabel('Nombre completo').fill('Julián Herrera');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Asunto').fill('Avalúo de apartamento');
    await page.getByLabel('Mensaje').fill('Quiero saber cuánto vale mi apartamento en Cedritos.');
    await page.getByLabel(/Autorizo el tratamiento/).check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(page.getByRole('status')).toHaveText(
      '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
    );
    const text = [
      'Hola, mi nombre es Julián Herrera.',
      `Email: ${email}`,
      'Teléfono: No proporcionado',
      'Asunto: Avalúo de apartamento',
      'Mensaje: Quiero saber cuánto vale mi apartamento en Cedritos.',
    ].join('\n');
    expect(await opened(page)).toEqual([
      `https://wa.me/${await agencyWhatsapp(page)}?text=${encodeURIComponent(text)}`,
    ]);
    for (const label of ['Nombre completo', 'Correo electrónico', 'Asunto', 'Mensaje'])
      await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel(/Autorizo el tratamiento/)).not.toBeChecked();

    const lead = await adminApi.findLead('contact', email);
    expect(lead).toMatchObject({
      kind: 'contact',
      name: 'Julián Herrera',
      phone: '',
      subject: 'Avalúo de apartamento',
      consent: { accepted: true },
    });
  },
);

test(
  '?service= prefills subject and message, shows a notice, and the reset keeps the prefill',
  { tag: '@any-width' },
  async ({ page, adminApi }) => {
    const email = uniqueEmail('servicio');
    await page.goto('/contact?service=Administración de arriendos');
    await expect(page.getByRole('note')).toContainText(
      'Estás consultando por el servicio: Administración de arriendos',
    );
    await expect(page.getByLabel('Asunto')).toHaveValue('Información sobre Administración de arriendos');
    await expect(page.getByLabel('Mensaje')).toHaveValue(
      'Hola, me gustaría recibir más información sobre el servicio de Administración de arriendos.',
    );
    await expectAccessible(page);

    await page.getByLabel('Nombre completo').fill('Paola Díaz');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel(/Teléfono/).fill('+57 315 222 3344');
    await page.getByLabel(/Autorizo el tratamiento/).check();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
    );
    const [url] = await opened(page);
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toContain('Teléfono: +57 315 222 3344');
    await expect(page.getByLabel('Nombre completo')).toHaveValue('');
    await expect(page.getByLabel('Asunto')).toHaveValue('Información sobre Administración de arriendos');
    expect(await adminApi.findLead('contact', email)).toMatchObject({
      phone: '+57 315 222 3344',
      subject: 'Información sobre Administración de arriendos',
    });
  },
);

/** Opens /contact and sends a short valid message. */
async function submitShortMessage(page: Page, tag: string) {
  await page.goto('/contact');
  await page.getByLabel('Nombre completo').fill('Andrés');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail(tag));
  await page.getByLabel('Asunto').fill('Consulta');
  await page.getByLabel('Mensaje').fill('Hola');
  await page.getByLabel(/Autorizo el tratamiento/).check();
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
}

test(
  'a failed submission shows the SPEC error; ?success=true shows the plan thank-you',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Error interno' } }),
    );
    await submitShortMessage(page, 'fallo');
    await expect(page.getByRole('alert').filter({ hasText: 'Hubo' })).toHaveText(
      'Hubo un error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Andrés');

    await page.goto('/contact?success=true');
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias por tu interés!' })).toContainText(
      'próximas 24 horas',
    );
  },
);

test(
  "when the form's validation cannot load, the SPEC error shows, nothing opens, and the next submit works",
  { tag: '@any-width' },
  async ({ page }) => {
    // The lead schemas (zod) are their own chunk, loaded on first touch (components/content/lead-schemas.ts),
    // known by zod's English messages (the Spanish fallback map loaded at start names zod's issue codes).
    let refuse = true;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refuse && body.includes('Invalid input')) return route.abort();
      return route.fulfill({ response, body });
    });
    await submitShortMessage(page, 'sin-esquemas');
    await expect(page.getByRole('alert').filter({ hasText: 'Hubo' })).toHaveText(
      'Hubo un error al enviar el mensaje. Por favor, intenta nuevamente.',
    );
    expect(await opened(page)).toEqual([]);

    refuse = false;
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '¡Mensaje enviado exitosamente! Nos pondremos en contacto contigo pronto.',
    );
    expect(await opened(page)).toHaveLength(1);
  },
);
