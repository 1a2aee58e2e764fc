'use client';

/** The owner's choice of how precisely the public site shows the property (off by default). */
export function ExactLocationField({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="mt-4 flex items-start gap-2 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span>
        <span className="font-medium">Mostrar la ubicación exacta en el sitio</span>
        <span className="block text-muted">
          Sin marcar, el sitio y la API pública muestran una zona aproximada (un círculo de unos 400 m) y la dirección
          sin número; el panel siempre muestra la exacta.
        </span>
      </span>
    </label>
  );
}
