#!/usr/bin/env node
// `npm run bench:import`: an agency's inventory brought in (docs/import-export.md#benchmark). On a
// fresh stack (production build, embedded database, the demo catalogue), the admin sends a CSV of
// `--rows` (1,000) new properties in the template's columns to POST /api/imports (the dry run),
// then commits it (POST /api/imports/{id}/commit), and the script prints both times and the
// properties in the database afterwards. Goal: the commit under 60 s. Needs `npm run build` first.
import mongoose from 'mongoose';

import { stackAdminToken, startStack } from './lib/stack.mjs';

const rows = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 1000;

const LOCALITIES = ['Chapinero', 'Usaquén', 'Suba', 'Teusaquillo', 'Kennedy', 'Engativá', 'Fontibón', 'Barrios Unidos'];
const TYPES = ['apartamento', 'casa', 'oficina', 'local'];
const HEADER =
  'código;título;operación;tipo;estado;precio;administración;estrato;habitaciones;baños;parqueaderos;área;barrio;localidad;ciudad;descripción;comodidades';

function csv() {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i += 1) {
    const rent = i % 3 === 0;
    const locality = LOCALITIES[i % LOCALITIES.length];
    lines.push(
      [
        `BENCH-${String(i).padStart(4, '0')}`,
        `${TYPES[i % TYPES.length]} ${i} en ${locality}`,
        rent ? 'arriendo' : 'venta',
        TYPES[i % TYPES.length],
        i % 5 === 0 ? 'borrador' : 'disponible',
        rent ? 1_500_000 + i * 1000 : 250_000_000 + i * 100_000,
        rent ? 250_000 : 0,
        (i % 6) + 1,
        (i % 4) + 1,
        (i % 3) + 1,
        i % 2,
        `${40 + (i % 120)},5`,
        `Barrio ${i % 40}`,
        locality,
        'Bogotá',
        `"Inmueble de prueba número ${i}; iluminado, cerca al transporte"`,
        'Gimnasio | Portería 24 horas',
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

const stack = await startStack();
try {
  const token = await stackAdminToken(stack);
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.set('file', new Blob([csv()], { type: 'text/csv' }), 'inventario.csv');

  let start = performance.now();
  const dry = await fetch(`${stack.baseURL}/api/imports`, { method: 'POST', headers: auth, body: form });
  const preview = (await dry.json()).data;
  const dryMs = performance.now() - start;
  if (!dry.ok || preview.summary.create !== rows)
    throw new Error(`dry run: ${dry.status} ${JSON.stringify(preview?.summary)}`);

  start = performance.now();
  const commit = await fetch(`${stack.baseURL}/api/imports/${preview._id}/commit`, { method: 'POST', headers: auth });
  const result = (await commit.json()).data;
  const commitMs = performance.now() - start;
  if (!commit.ok) throw new Error(`commit: ${commit.status} ${JSON.stringify(result)}`);

  await mongoose.connect(stack.mongoUri, { retryWrites: false });
  const stored = await mongoose.connection
    .collection('properties')
    .countDocuments({ title: { $regex: '^[a-z]+ [0-9]+ en ' } });

  console.log(`\nImport benchmark (embedded database, ${rows} new rows)`);
  console.log(`  dry run (POST /api/imports):             ${(dryMs / 1000).toFixed(1)} s`);
  console.log(`  commit (POST /api/imports/{id}/commit):  ${(commitMs / 1000).toFixed(1)} s (goal: under 60 s)`);
  console.log(`  written: ${result.result.written}, failed: ${result.result.failed}; rows in the database: ${stored}`);
} finally {
  await mongoose.disconnect();
  await stack.stop();
}
