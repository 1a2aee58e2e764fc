'use client';

import Image from 'next/image';
import { useState } from 'react';

import { patchBinder } from '@/components/ui/fields/bind';
import { TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';

import { uploadFile } from '../properties/upload';
import type { ProfileErrors, ProfileValues } from './profile-values';

const BIO_MAX = 2000;
const PLACEHOLDER = '/images/agent-placeholder.svg';

/** The photo: uploaded like a property's (the same endpoint agents may call), shown round. */
function PhotoField({ url, onChange }: { url: string; onChange: (url: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  async function upload(file: File) {
    setError('');
    setProgress(0);
    try {
      onChange(await uploadFile('/api/upload/property-images', file, setProgress));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
      <Image
        src={url || PLACEHOLDER}
        alt="Foto de perfil"
        width={96}
        height={96}
        sizes="96px"
        className="size-24 rounded-full border border-slate-200 object-cover"
      />
      <div className="space-y-2 text-sm">
        <label className="inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 font-semibold text-primary hover:border-primary">
          {progress === null ? 'Subir foto' : `Subiendo... ${progress}%`}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {url && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="ml-2 font-semibold text-rose-700 hover:underline"
          >
            Quitar foto
          </button>
        )}
        {error && (
          <p role="alert" className="text-xs font-medium text-rose-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

type TextKey = Exclude<keyof ProfileValues, 'photo' | 'specializations' | 'bio'>;
const TEXT_FIELDS: Array<{ key: TextKey; label: string; type?: string; hint?: string; min?: number }> = [
  { key: 'phone', label: 'Teléfono', type: 'tel' },
  { key: 'whatsapp', label: 'WhatsApp', type: 'tel', hint: 'Las consultas de tus inmuebles llegan a este número.' },
  { key: 'email', label: 'Email público', type: 'email', hint: 'Vacío: se muestra el email de la cuenta.' },
  { key: 'license', label: 'Matrícula' },
  { key: 'experienceYears', label: 'Años de experiencia', type: 'number', min: 0 },
];

/** The agent's public profile (the agent block of docs/product-rules.md#agent-block and /asesores). */
export function ProfileFields({
  values,
  errors,
  set,
}: {
  values: ProfileValues;
  errors: ProfileErrors;
  set: (patch: Partial<ProfileValues>) => void;
}) {
  const bind = patchBinder(values, errors, set);
  const notes = [
    { key: 'specializations', label: 'Especialidades', hint: 'Una por línea.', rows: 3 },
    { key: 'bio', label: 'Biografía', hint: `${values.bio.length}/${BIO_MAX}`, rows: 4, maxLength: BIO_MAX },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PhotoField url={values.photo} onChange={(photo) => set({ photo })} />
      {TEXT_FIELDS.map(({ key, ...field }) => (
        <TextField key={key} look={adminLook} type="text" {...field} {...bind(key)} />
      ))}
      {notes.map(({ key, ...note }) => (
        <TextArea key={key} look={adminLook} className="sm:col-span-2" {...note} {...bind(key)} />
      ))}
    </div>
  );
}
