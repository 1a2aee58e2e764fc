type Place = { code: string; name: string };
const ROW = 'flex flex-wrap items-center justify-between gap-2 px-4 py-3';

type Props<T extends Place> = {
  items: T[] | null;
  noun: string;
  empty: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onOpen?: { label: string; run: (item: T) => void };
};

const action =
  'rounded-md px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** A place's name and its DANE code. */
export function PlaceName({ place }: { place: Place }) {
  return (
    <div>
      <p className="font-semibold text-ink">{place.name}</p>
      <p className="text-xs text-muted">Código {place.code}</p>
    </div>
  );
}

/** The cities or localities of the chosen parent, each with edit, delete and an optional drill-down. */
export function PlaceList<T extends Place>({ items, noun, empty, onEdit, onDelete, onOpen }: Props<T>) {
  if (items === null)
    return (
      <p role="status" className="p-6 text-center text-muted">
        Cargando...
      </p>
    );
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">{empty}</p>
    );
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.code} data-testid="place-row" className={ROW}>
          <PlaceName place={item} />
          <div className="flex flex-wrap gap-1">
            {onOpen && (
              <button
                type="button"
                onClick={() => onOpen.run(item)}
                className={`${action} text-primary`}
                aria-label={`${onOpen.label} de ${item.name}`}
              >
                {onOpen.label}
              </button>
            )}
            <button
              type="button"
              onClick={() => onEdit(item)}
              className={`${action} text-primary`}
              aria-label={`Editar ${noun} ${item.name}`}
            >
              Editar
            </button>
            <button
              type="button"
              onClick={() => onDelete(item)}
              className={`${action} text-red-700`}
              aria-label={`Eliminar ${noun} ${item.name}`}
            >
              Eliminar
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
