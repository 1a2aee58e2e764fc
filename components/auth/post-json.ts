/** POSTs JSON to our API and returns its `{success, message}` answer, with a fallback message. */
export async function postJson(
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: response.ok, message: data.message ?? (response.ok ? '' : fallback) };
  } catch {
    return { ok: false, message: 'Error al conectar con el servidor' };
  }
}
