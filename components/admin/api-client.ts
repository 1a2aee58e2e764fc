/**
 * The admin screens call the same /api contract external clients use (docs/architecture.md#one-data-path), from the
 * browser with the session cookie (same origin, so the CSRF check passes). Throws an Error with
 * the server's Spanish message, or the generic one of docs/product-rules.md#messages, on any non-OK answer.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

type Body = {
  success?: boolean;
  message?: string;
  data?: unknown;
  pagination?: unknown;
  errors?: Array<{ field: string; message: string }>;
};

export async function adminFetch<T = unknown>(
  path: string,
  {
    method = 'GET',
    json,
    form,
    headers,
  }: { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<{ data: T; message?: string; pagination?: { page: number; limit: number; total: number; pages: number } }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { ...headers, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
  } catch {
    throw new AdminApiError(0, 'Error al conectar con el servidor');
  }
  const body = (await response.json().catch(() => ({}))) as Body;
  if (!response.ok || body.success === false) {
    throw new AdminApiError(
      response.status,
      body.message ?? `Error ${response.status}: ${response.statusText}`,
      body.errors,
    );
  }
  return { data: body.data as T, message: body.message, pagination: body.pagination as never };
}
