import type { ActivityItem } from '@/lib/validation/activity';

import { ACTION_LABELS, ENTITY_LABELS, fieldLabel, formatValue } from './labels';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' }).format(
    new Date(iso),
  );

/** One entry: who did what to which record, when, and each changed field (before → after). */
export function ActivityEntry({ item, showRecord = true }: { item: ActivityItem; showRecord?: boolean }) {
  return (
    <li data-testid="activity-entry" className="p-4">
      <p className="text-sm text-ink">
        <span className="font-semibold">{item.actorName}</span> {ACTION_LABELS[item.action]}{' '}
        {showRecord && (
          <>
            {ENTITY_LABELS[item.entity].toLowerCase()}{' '}
            <span className="font-semibold">«{item.label || item.entityId}»</span>
          </>
        )}
        {!showRecord && 'la propiedad'}
      </p>
      <p className="text-xs text-muted">
        <time dateTime={item.at}>{when(item.at)}</time>
      </p>
      {item.changes.length > 0 && (
        <dl className="mt-2 grid gap-1 text-xs sm:grid-cols-[10rem_1fr]">
          {item.changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-medium text-muted">{fieldLabel(change.field)}</dt>
              <dd className="break-words text-ink">
                {item.action !== 'create' && (
                  <>
                    <span className="text-rose-800 line-through decoration-rose-300">
                      {formatValue(change.from, change.field)}
                    </span>
                    <span aria-label="cambió a"> → </span>
                  </>
                )}
                <span className="font-medium text-emerald-900">{formatValue(change.to, change.field)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
