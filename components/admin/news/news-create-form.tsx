'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { NEWS_IMAGE_MAX_BYTES, NEWS_MESSAGES, NEWS_TITLE_MAX } from '@/lib/validation/news';

import { inputClass, labelClass, primaryButton, secondaryButton } from './fields';
import { Notice, setFlash, type NoticeState } from './notice';

/** SPEC §5's checks, in SPEC's order, before anything is sent. */
function check(title: string, description: string, file: File | null): string | null {
  if (!title.trim()) return NEWS_MESSAGES.titleRequired;
  if (!description.trim()) return NEWS_MESSAGES.descriptionRequired;
  if (!file) return NEWS_MESSAGES.imageRequired;
  if (file.size > NEWS_IMAGE_MAX_BYTES) return NEWS_MESSAGES.imageTooLarge;
  return null;
}

/** The server's refusal: validation details joined as SPEC §8 says. */
function failure(error: unknown): string {
  if (error instanceof AdminApiError) {
    if (error.errors?.length)
      return `Errores de validación: ${error.errors.map((e) => `${e.field}: ${e.message}`).join(', ')}`;
    return error.message || 'Error al crear la noticia';
  }
  return 'Error al crear la noticia';
}

/** SPEC §2 admin news create: title (200 max, counter), description, one image; multipart. */
export function NewsCreateForm() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [sending, setSending] = useState(false);

  function choose(next: File | null) {
    if (preview) URL.revokeObjectURL(preview);
    setFile(next);
    setPreview(next ? URL.createObjectURL(next) : null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = check(title, description, file);
    if (problem) return setNotice({ kind: 'error', text: problem });
    const form = new FormData();
    form.set('title', title.trim());
    form.set('description', description.trim());
    form.set('images', file!);
    setSending(true);
    setNotice(null);
    try {
      const { message } = await adminFetch('/api/news', { method: 'POST', form });
      setFlash({ kind: 'success', text: message ?? NEWS_MESSAGES.created });
      // Next keeps this route alive when hidden: leave it blank for the next news item.
      setTitle('');
      setDescription('');
      choose(null);
      setSending(false);
      router.push('/admin/news');
    } catch (error) {
      setNotice({ kind: 'error', text: failure(error) });
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div>
        <label htmlFor="news-title" className={labelClass}>
          Título{' '}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </label>
        <input
          id="news-title"
          value={title}
          maxLength={NEWS_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          aria-describedby="news-title-count"
          className={inputClass}
        />
        <p id="news-title-count" className="mt-1 text-right text-xs text-muted">
          {title.length}/{NEWS_TITLE_MAX}
        </p>
      </div>
      <div>
        <label htmlFor="news-description" className={labelClass}>
          Descripción{' '}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </label>
        <textarea
          id="news-description"
          rows={6}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className={inputClass}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>
          Imagen{' '}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </legend>
        {preview ? (
          <div className="mt-2 flex flex-wrap items-end gap-4">
            {/* A local blob preview: next/image cannot optimise object URLs. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={preview}
              alt="Vista previa de la imagen seleccionada"
              className="h-40 w-64 rounded-lg border border-slate-200 object-cover"
            />
            <button type="button" onClick={() => choose(null)} className={secondaryButton}>
              Quitar imagen
            </button>
          </div>
        ) : (
          <label className="mt-2 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center text-sm text-muted hover:border-primary">
            <span className="font-semibold text-primary">Seleccionar imagen</span>
            <span>JPG, PNG o WebP, máximo 5 MB</span>
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? 'Creando...' : 'Crear noticia'}
        </button>
        <Link href="/admin/news" className={secondaryButton}>
          Cancelar
        </Link>
      </div>
    </form>
  );
}
