import { IMPORT_MESSAGES } from '@/lib/domain/imports';

import { plural, type ImportAnswer } from './import-answer';

/** What a dry run (or the commit) found: the counts, the columns and photos left aside. */
export function Summary({ answer, final }: { answer: ImportAnswer; final: boolean }) {
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
