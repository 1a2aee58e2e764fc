import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The package's own locator (kept external in next.config.ts, so it resolves inside node_modules).
import swaggerUiDistPath from 'swagger-ui-dist/absolute-path.js';

/** swagger-ui-dist files the reference page loads, served from our origin (no CDN). */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api', deepLinking: true, docExpansion: 'list', tryItOutEnabled: false });
});`;

export function referencePageHtml(): string {
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Referencia de la API | Inmobiliaria Bogotá</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="api"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;
}

/** One asset of the page, or null for any other name (never a path from the request). */
export async function referenceAsset(name: string): Promise<{ body: string | Buffer; type: string } | null> {
  if (name === 'init.js') return { body: INIT_SCRIPT, type: 'text/javascript; charset=utf-8' };
  const type = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!type) return null;
  return { body: await readFile(path.join(swaggerUiDistPath(), name)), type };
}
