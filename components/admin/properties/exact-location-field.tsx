'use client';

import { CheckboxField } from '@/components/ui/fields/choice';
import { noteCheckLook } from '@/components/ui/fields/looks';

/** A checkbox with a label and a line saying what it does. */
function OptionField({
  checked,
  onChange,
  label,
  note,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  note: string;
}) {
  return (
    <CheckboxField look={noteCheckLook} className="mt-4" checked={checked} onChange={onChange}>
      <span className="font-medium">{label}</span>
      <span className="block text-muted">{note}</span>
    </CheckboxField>
  );
}

/** The owner's choice of how precisely the public site shows the property (off by default). */
export function ExactLocationField(props: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <OptionField
      {...props}
      label="Mostrar la ubicación exacta en el sitio"
      note="Sin marcar, el sitio y la API pública muestran una zona aproximada (un círculo de unos 400 m) y la dirección sin número; el panel siempre muestra la exacta."
    />
  );
}

/** "Publicar en portales": whether the portals' feed lists the property (on by default). */
export function SyndicateField(props: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <OptionField
      {...props}
      label="Publicar en portales"
      note="Marcado, el inmueble sale en el feed para portales (Trovit y agregadores) mientras está publicado, con la ubicación que permite la opción anterior."
    />
  );
}
