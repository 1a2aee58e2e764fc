import type { FormEvent, RefObject } from 'react';

import { IMPORT_FILE_FIELD, IMPORT_PHOTOS_FIELD } from '@/lib/domain/imports';

import { primaryButton } from '../buttons';

/** The CSV to check and its optional zip of photos; `busy` while a file is checked or written. */
export function ImportFileForm({
  formRef,
  busy,
  checking,
  onSubmit,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  checking: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2"
    >
      <div className="space-y-1">
        <label htmlFor="import-file" className="block text-sm font-semibold text-ink">
          Archivo CSV
        </label>
        <input
          id="import-file"
          name={IMPORT_FILE_FIELD}
          type="file"
          accept=".csv,text/csv"
          required
          disabled={busy}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
        <p className="text-xs text-muted">
          <a href="/api/imports/template.csv" download className="font-semibold text-primary underline">
            Descargar plantilla
          </a>{' '}
          con las columnas y una fila de ejemplo.
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor="import-photos" className="block text-sm font-semibold text-ink">
          Fotos (.zip, opcional)
        </label>
        <input
          id="import-photos"
          name={IMPORT_PHOTOS_FIELD}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
        />
        <p className="text-xs text-muted">Cada foto nombrada con el código y su orden: IB-0001-1.jpg, IB-0001-2.jpg…</p>
      </div>
      <div className="md:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {checking ? 'Revisando…' : 'Revisar archivo'}
        </button>
      </div>
    </form>
  );
}
