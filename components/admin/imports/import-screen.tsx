'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';

import {
  IMPORT_FILE_FIELD,
  IMPORT_MESSAGES,
  IMPORT_PHOTOS_FIELD,
  type ImportRowResult,
  type ImportStatus,
  type ImportSummary,
} from '@/lib/domain/imports';
import { formatNumber } from '@/lib/format';

import { adminFetch } from '../api-client';
import { primaryButton, secondaryButton } from '../buttons';
import { ImportRows } from './import-rows';

// /admin/importar (docs/import-export.md#the-screen): choose the CSV (and a zip of photos), see
// the dry run row by row, then "Importar N filas" writes them while the screen shows "x de N".

interface ImportAnswer {
  _id: string;
  status: ImportStatus;
  rows: ImportRowResult[];
  summary: ImportSummary;
  done: number;
  total: number;
  result: { written: number; failed: number } | null;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'preview'; answer: ImportAnswer }
  | { kind: 'running'; answer: ImportAnswer; done: number }
  | { kind: 'done'; answer: ImportAnswer };

// Each read of an import carries its rows: a poll a second is enough for "x de N".
const POLL_MS = 1000;

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function ImportScreen({ admin }: { admin: boolean }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  async function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const csv = data.get(IMPORT_FILE_FIELD);
    if (!(csv instanceof File) || csv.size === 0)
      return setError(IMPORT_MESSAGES.noFile.replace(' en el campo "file"', ''));
    const photos = data.get(IMPORT_PHOTOS_FIELD);
    if (photos instanceof File && photos.size === 0) data.delete(IMPORT_PHOTOS_FIELD);
    setError(null);
    setStage({ kind: 'checking' });
    try {
      const { data: answer } = await adminFetch<ImportAnswer>('/api/imports', { method: 'POST', form: data });
      setStage({ kind: 'preview', answer });
    } catch (failure) {
      setError((failure as Error).message);
      setStage({ kind: 'idle' });
    }
  }

  async function commit(answer: ImportAnswer) {
    setError(null);
    setStage({ kind: 'running', answer, done: 0 });
    // The commit answers when every row is written; meanwhile its progress is read from the import.
    let finished = false;
    const poll = async () => {
      while (!finished) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (finished) return;
        const progress = await adminFetch<ImportAnswer>(`/api/imports/${answer._id}`).catch(() => null);
        if (progress && !finished) setStage({ kind: 'running', answer, done: progress.data.done });
      }
    };
    void poll();
    try {
      const { data: result } = await adminFetch<ImportAnswer>(`/api/imports/${answer._id}/commit`, { method: 'POST' });
      finished = true;
      setStage({ kind: 'done', answer: result });
    } catch (failure) {
      finished = true;
      setError((failure as Error).message);
      setStage({ kind: 'preview', answer });
    }
  }

  function again() {
    form.current?.reset();
    setStage({ kind: 'idle' });
    setError(null);
  }

  const answer = stage.kind === 'preview' || stage.kind === 'running' || stage.kind === 'done' ? stage.answer : null;
  const toWrite = answer ? answer.summary.create + answer.summary.update : 0;

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Importar inmuebles</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Sube un CSV con una fila por inmueble (UTF-8 o el CSV de Excel, separado por punto y coma o por comas). Cada
          fila se une con su inmueble por el código: si el código ya existe se actualiza, si no se crea.{' '}
          {admin ? '' : 'Los inmuebles que crees quedan a tu nombre. '}
          Primero verás qué pasará con cada fila; nada se guarda hasta que confirmes.
        </p>
      </div>

      <form
        ref={form}
        onSubmit={(e) => void check(e)}
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
            disabled={stage.kind === 'checking' || stage.kind === 'running'}
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
            disabled={stage.kind === 'checking' || stage.kind === 'running'}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p className="text-xs text-muted">
            Cada foto nombrada con el código y su orden: IB-0001-1.jpg, IB-0001-2.jpg…
          </p>
        </div>
        <div className="md:col-span-2">
          <button
            type="submit"
            className={primaryButton}
            disabled={stage.kind === 'checking' || stage.kind === 'running'}
          >
            {stage.kind === 'checking' ? 'Revisando…' : 'Revisar archivo'}
          </button>
        </div>
      </form>

      {error && (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
        >
          {error}
        </p>
      )}

      {answer && (
        <div className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{stage.kind === 'done' ? 'Resultado' : 'Vista previa'}</h2>
          <Summary answer={answer} final={stage.kind === 'done'} />
          {stage.kind === 'preview' && (
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={primaryButton}
                disabled={toWrite === 0}
                onClick={() => void commit(answer)}
              >
                {`Importar ${plural(toWrite, 'fila', 'filas')}`}
              </button>
              <button type="button" className={secondaryButton} onClick={again}>
                Elegir otro archivo
              </button>
            </div>
          )}
          {stage.kind === 'running' && (
            <div className="space-y-2">
              <progress
                className="h-3 w-full max-w-md"
                max={answer.total || toWrite}
                value={stage.done}
                aria-label="Avance de la importación"
              />
              <p role="status" className="text-sm font-medium text-ink">
                {`Importando… ${formatNumber(stage.done)} de ${formatNumber(answer.total || toWrite)}`}
              </p>
            </div>
          )}
          {stage.kind === 'done' && (
            <div className="flex flex-wrap gap-3">
              <Link href="/admin/properties" className={primaryButton}>
                Ver propiedades
              </Link>
              <button type="button" className={secondaryButton} onClick={again}>
                Importar otro archivo
              </button>
            </div>
          )}
          <ImportRows rows={answer.rows} />
        </div>
      )}
    </section>
  );
}

function Summary({ answer, final }: { answer: ImportAnswer; final: boolean }) {
  const s = answer.summary;
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      {final ? (
        <p className="font-semibold text-ink">
          {IMPORT_MESSAGES.committed(answer.result?.written ?? 0)}
          {answer.result?.failed ? ` · ${plural(answer.result.failed, 'fila falló', 'filas fallaron')}` : ''}
        </p>
      ) : (
        <p className="font-semibold text-ink">{plural(s.total, 'fila leída', 'filas leídas')}</p>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted">
        <li>{plural(s.create, 'nuevo', 'nuevos')}</li>
        <li>{plural(s.update, 'para actualizar', 'para actualizar')}</li>
        <li>{plural(s.unchanged, 'sin cambios', 'sin cambios')}</li>
        <li>{plural(s.error, 'con errores', 'con errores')}</li>
        {s.photos > 0 && <li>{plural(s.photos, 'foto', 'fotos')}</li>}
      </ul>
      {s.ignoredColumns.length > 0 && (
        <p className="mt-2 text-muted">Columnas que no se importan: {s.ignoredColumns.join(', ')}</p>
      )}
      {s.unmatchedPhotos.length > 0 && (
        <p className="mt-2 text-muted">Fotos del .zip sin fila: {s.unmatchedPhotos.join(', ')}</p>
      )}
    </div>
  );
}
