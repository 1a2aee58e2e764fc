'use client';

import Image from 'next/image';
import { useState } from 'react';

import { uploadFile } from './upload';

type Item = { name: string; progress: number; done: boolean };

/** Images or videos of the property form: per-file progress, '✓ Subido', reorder, remove. */
export function MediaUploader({
  kind,
  urls,
  onChange,
  max,
}: {
  kind: 'images' | 'videos';
  urls: string[];
  onChange: (update: (urls: string[]) => string[]) => void;
  max: number;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [error, setError] = useState('');
  const uploading = items.some((i) => !i.done);
  const isImages = kind === 'images';
  const endpoint = isImages ? '/api/upload/property-images' : '/api/upload/videos';
  const label = isImages ? 'Imágenes' : 'Videos';

  async function upload(files: File[]) {
    setError('');
    if (urls.length + files.length > max) {
      setError(`Máximo ${max} archivos permitidos`);
      return;
    }
    const start = items.length;
    setItems((prev) => [...prev, ...files.map((f) => ({ name: f.name, progress: 0, done: false }))]);
    const patch = (index: number, change: Partial<Item>) =>
      setItems((prev) => prev.map((item, i) => (i === start + index ? { ...item, ...change } : item)));
    // One request a file: each gets its own progress bar, and one bad file does not sink the rest.
    await Promise.all(
      files.map(async (file, index) => {
        try {
          const url = await uploadFile(endpoint, file, (progress) => patch(index, { progress }));
          patch(index, { done: true, progress: 100 });
          onChange((current) => [...current, url]);
        } catch (e) {
          patch(index, { done: true, progress: -1 });
          setError((e as Error).message);
        }
      }),
    );
  }

  const move = (from: number, to: number) =>
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <label className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-muted focus-within:border-primary hover:border-primary">
        <span className="font-semibold text-primary">{isImages ? 'Seleccionar imágenes' : 'Seleccionar videos'}</span>
        <span className="mt-1">{isImages ? `Hasta ${max} imágenes de 5 MB` : `Hasta ${max} videos de 50 MB`}</span>
        <input
          type="file"
          multiple
          accept={isImages ? 'image/*' : 'video/*'}
          className="sr-only"
          aria-label={isImages ? 'Subir imágenes' : 'Subir videos'}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void upload(files);
          }}
        />
      </label>
      {uploading && (
        <p role="status" className="text-sm font-medium text-primary">
          Subiendo archivos...
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={`Progreso de ${label.toLowerCase()}`}>
          {items.map((item, i) => (
            <li key={`${item.name}-${i}`} className="flex items-center gap-3">
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              {item.progress < 0 ? (
                <span className="text-rose-700">Error</span>
              ) : item.done ? (
                <span className="font-semibold text-emerald-700">✓ Subido</span>
              ) : (
                <progress
                  max={100}
                  value={item.progress}
                  className="h-2 w-28"
                  aria-label={`Progreso de ${item.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {urls.length > 0 && (
        <ul className={isImages ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4' : 'space-y-2'}>
          {urls.map((url, i) => (
            <li
              key={url}
              data-testid={`${kind}-item`}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              {isImages ? (
                <div className="relative aspect-[4/3] bg-slate-100">
                  <Image
                    src={url}
                    alt={`Imagen ${i + 1} de la propiedad`}
                    fill
                    sizes="(min-width: 1024px) 200px, 45vw"
                    className="object-cover"
                  />
                  {i === 0 && (
                    <span className="absolute left-2 top-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                      Principal
                    </span>
                  )}
                </div>
              ) : (
                <p className="truncate px-3 py-2 text-sm">{url.split('/').pop()}</p>
              )}
              <div className="flex flex-wrap gap-1 p-2">
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  className="rounded border border-slate-300 px-2 py-1 text-xs disabled:opacity-40"
                  aria-label={`Mover ${isImages ? 'imagen' : 'video'} ${i + 1} antes`}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={i === urls.length - 1}
                  onClick={() => move(i, i + 1)}
                  className="rounded border border-slate-300 px-2 py-1 text-xs disabled:opacity-40"
                  aria-label={`Mover ${isImages ? 'imagen' : 'video'} ${i + 1} después`}
                >
                  →
                </button>
                <button
                  type="button"
                  onClick={() => onChange((current) => current.filter((u) => u !== url))}
                  className="ml-auto rounded border border-rose-200 px-2 py-1 text-xs text-rose-700"
                  aria-label={`Quitar ${isImages ? 'imagen' : 'video'} ${i + 1}`}
                >
                  Quitar
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
