import { refuse } from '@/components/ui/fields/use-submit';

/** Sends JSON to our API and returns its `{success, message, data}` answer, with a fallback message. */
export async function sendJson<T = unknown>(
  method: string,
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ ok: boolean; status: number; message: string; data?: T }> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
    return {
      ok: response.ok,
      status: response.status,
      message: json.message ?? (response.ok ? '' : fallback),
      data: json.data,
    };
  } catch {
    return { ok: false, status: 0, message: 'Error al conectar con el servidor' };
  }
}

/** `sendJson` for useSubmit: the answer when the API took it, else its refusal thrown. */
export async function sendOrRefuse<T = unknown>(method: string, path: string, body: unknown, fallback: string) {
  const answer = await sendJson<T>(method, path, body, fallback);
  if (!answer.ok) refuse(answer.message, undefined, answer.status);
  return answer;
}

/** POSTs JSON to our API and returns its `{success, message}` answer, with a fallback message. */
export async function postJson(
  path: string,
  body: unknown,
  fallback: string,
): Promise<{ ok: boolean; message: string }> {
  const { ok, message } = await sendJson('POST', path, body, fallback);
  return { ok, message };
}
