'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';

import { checkedBy, useSubmit } from '@/components/ui/fields/use-submit';
import { IMPORT_FILE_FIELD, IMPORT_MESSAGES, IMPORT_PHOTOS_FIELD } from '@/lib/domain/imports';
import { formatNumber } from '@/lib/format';

import { adminFetch } from '../api-client';
import { primaryButton, secondaryButton } from '../buttons';
import { plural, type ImportAnswer } from './import-answer';
import { ImportFileForm } from './import-file-form';
import { ImportRows } from './import-rows';
import { Summary } from './import-summary';

// /admin/importar (docs/import-export.md#the-screen): choose the CSV (and a zip of photos), see
// the dry run row by row, then "Importar N filas" writes them while the screen shows "x de N".

type Stage =
  | { kind: 'idle' }
  | { kind: 'preview'; answer: ImportAnswer }
  | { kind: 'running'; answer: ImportAnswer; done: number }
  | { kind: 'done'; answer: ImportAnswer };

// Each read of an import carries its rows: a poll a second is enough for "x de N".
const POLL_MS = 1000;

export function ImportScreen({ admin }: { admin: boolean }) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const { busy, failure: error, setFailure, submit, run } = useSubmit({});
  // Busy with no answer yet: the file is being checked.
  const checking = busy && stage.kind === 'idle';
  const form = useRef<HTMLFormElement>(null);

  function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const csv = data.get(IMPORT_FILE_FIELD);
    const noFile = !(csv instanceof File) || csv.size === 0;
    const photos = data.get(IMPORT_PHOTOS_FIELD);
    if (photos instanceof File && photos.size === 0) data.delete(IMPORT_PHOTOS_FIELD);
    const missing = noFile ? IMPORT_MESSAGES.noFile.replace(' en el campo "file"', '') : undefined;
    void submit(checkedBy(data, { form: missing }), async (files) => {
      setStage({ kind: 'idle' }); // a new file's check hides the last answer
      const { data: answer } = await adminFetch<ImportAnswer>('/api/imports', { method: 'POST', form: files });
      setStage({ kind: 'preview', answer });
    });
  }

  async function commit(answer: ImportAnswer) {
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
    const written = await run(async () => {
      try {
        const { data: result } = await adminFetch<ImportAnswer>(`/api/imports/${answer._id}/commit`, {
          method: 'POST',
        });
        setStage({ kind: 'done', answer: result });
      } finally {
        finished = true;
      }
    });
    if (!written) setStage({ kind: 'preview', answer });
  }

  function again() {
    form.current?.reset();
    setStage({ kind: 'idle' });
    setFailure('');
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

      <ImportFileForm formRef={form} busy={checking || stage.kind === 'running'} checking={checking} onSubmit={check} />

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
