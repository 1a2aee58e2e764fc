import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { E2E_ADMIN as ADMIN, expect, test, type APIRequestContext, type Page } from './fixtures';

const PASSWORD = 'Clave-Segura-2026';

async function newUser(request: APIRequestContext) {
  const email = `e2e-${randomUUID().slice(0, 8)}@correo.test`;
  const response = await request.post('/api/auth/register', {
    data: { name: 'Sofía Herrera', email, password: PASSWORD, acceptPrivacy: true },
  });
  expect(response.status()).toBe(201);
  return { email, password: PASSWORD };
}

// Submit buttons stay disabled until React hydrates; typing before that can be lost.
async function hydrated(page: Page, button: string) {
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
}

async function fillLogin(page: Page, email: string, password: string) {
  await hydrated(page, 'Iniciar sesión');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The last reset link the app wrote to its log (no SMTP_URL in tests) for this address. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const log = await readFile(process.env.TEST_APP_LOG!, 'utf8');
      const block = log
        .split('[mail] Para: ')
        .filter((b) => b.startsWith(`${email}\n`))
        .at(-1);
      link = block?.match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test(
  'login shows each validation message and clears a field’s error when it is edited',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Iniciar sesión' });
    await submit.click();
    await expect(page.getByText('El email es obligatorio')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();

    await page.getByLabel('Email').fill('correo-sin-dominio');
    await expect(page.getByText('El email es obligatorio')).toBeHidden();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await submit.click();
    await expect(page.getByText('El email no es válido')).toBeVisible();

    await page.getByLabel('Email').fill('ana@correo.co');
    await page.getByLabel('Contraseña').fill('algo');
    await expect(page.getByText('El email no es válido')).toBeHidden();
    await expect(page.getByText('La contraseña es obligatoria')).toBeHidden();
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  },
);

test(
  'login says "Iniciando sesión..." while waiting and shows the server’s error',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const user = await newUser(request);
    await page.goto('/login');
    // Hold the sign-in request so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/callback/credentials', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, user.email, 'no-es-la-clave');
    const busy = page.getByRole('button', { name: 'Iniciando sesión...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('an admin login lands on /admin with the user menu', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Panel principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Administrador' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(ADMIN.email)).toBeVisible();
  await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
  // Closes on an outside click (bottom-left: clear of the open menu on a phone too).
  await page.mouse.click(8, (page.viewportSize()?.height ?? 800) - 8);
  await expect(menu).toBeHidden();
});

test(
  'an anonymous visit to /admin/properties returns there after logging in',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/admin/properties');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fproperties$/);
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/properties$/);
    await expect(page.getByRole('heading', { name: 'Propiedades' })).toBeVisible();
    // On a phone the sidebar opens from the header's menu button.
    const menuButton = page.getByRole('button', { name: 'Menú' });
    if (await menuButton.isVisible()) await menuButton.click();
    const sidebar = page.getByRole('navigation', { name: 'Administración' });
    await expect(sidebar.getByRole('link', { name: 'Propiedades' })).toHaveAttribute('aria-current', 'page');
  },
);

test('a user account is kept out of /admin', { tag: '@any-width' }, async ({ page, request }) => {
  const user = await newUser(request);
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fnews$/);
  await expect(page.getByText('Tu cuenta no tiene acceso al panel de administración.', { exact: false })).toBeVisible();
  // The session is a real one: the API knows who this is.
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.user).toMatchObject({ email: user.email, role: 'user' });
});

test('logout ends the session', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/login?callbackUrl=/admin/settings');
  await fillLogin(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
  await page.getByRole('button', { name: 'Administrador' }).click();
  await page.getByRole('menu').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin$/);
});

test('registering through the form validates, then signs the new user in', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('Debes aceptar la Política de Privacidad para continuar')).toBeVisible();

  const email = `form-${randomUUID().slice(0, 8)}@correo.test`;
  await page.getByLabel('Nombre completo').fill('Andrés Castro');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill('Otra-Clave-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.user).toMatchObject({ name: 'Andrés Castro', email, role: 'user' });
});

test(
  'a forgotten password is reset from the link in the server log',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const user = await newUser(request);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await hydrated(page, 'Enviar enlace');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(
      page.getByText('Si el email está registrado, recibirás un enlace para restablecer tu contraseña.'),
    ).toBeVisible();

    const link = await resetLinkFor(user.email);
    await page.goto(link);
    await hydrated(page, 'Guardar contraseña');
    const newPassword = 'Nueva-Clave-2027';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada. Ya puedes iniciar sesión.')).toBeVisible();

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await fillLogin(page, user.email, user.password);
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    await page.getByLabel('Contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The link worked once.
    await page.goto(link);
    await hydrated(page, 'Guardar contraseña');
    await page.getByLabel('Nueva contraseña').fill('Otra-Clave-2028');
    await page.getByLabel('Confirmar contraseña').fill('Otra-Clave-2028');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('El enlace no es válido o ha expirado')).toBeVisible();
  },
);
