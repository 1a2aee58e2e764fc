'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { Notice, setFlash, type NoticeState } from '@/components/admin/shared/notice';
import { TextArea, TextField } from '@/components/ui/fields/field';
import { panelLook, type FieldLook } from '@/components/ui/fields/looks';
import { checkedBy, useSubmit, type Refusal } from '@/components/ui/fields/use-submit';
import { NEWS_IMAGE_MAX_BYTES, NEWS_MESSAGES, NEWS_TITLE_MAX } from '@/lib/validation/news';

import { NewsFormActions } from './news-form-frame';

/** The panel's fields, each over its own label, the title's counter to the right. */
const look: FieldLook = { ...panelLook, wrap: false, hint: 'mt-1 text-right text-xs text-muted' };

/** The checks of docs/product-rules.md#validation, in that order, before anything is sent. */
function check(title: string, description: string, file: File | null): string | null {
  if (!title.trim()) return NEWS_MESSAGES.titleRequired;
  if (!description.trim()) return NEWS_MESSAGES.descriptionRequired;
  if (!file) return NEWS_MESSAGES.imageRequired;
  if (file.size > NEWS_IMAGE_MAX_BYTES) return NEWS_MESSAGES.imageTooLarge;
  return null;
}

/** The server's refusal: validation details joined as docs/admin-panel.md#news says. */
function failure(message: string, refusal?: Refusal): string {
  if (refusal?.errors?.length)
    return `Errores de validación: ${refusal.errors.map((e) => `${e.field}: ${e.message}`).join(', ')}`;
  return (refusal && message) || 'Error al crear la noticia';
}

/** News create (docs/admin-panel.md#news): title (200 max, counter), description, one image; multipart. */
export function NewsCreateForm() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy: sending, submit: send } = useSubmit({
    describe: failure,
    onFailure: (text) => setNotice({ kind: 'error', text }),
  });

  function choose(next: File | null) {
    if (preview) URL.revokeObjectURL(preview);
    setFile(next);
    setPreview(next ? URL.createObjectURL(next) : null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = check(title, description, file);
    void send(checkedBy(file, { form: problem ?? undefined }), async (image) => {
      const form = new FormData();
      form.set('title', title.trim());
      form.set('description', description.trim());
      form.set('images', image!);
      setNotice(null);
      const { message } = await adminFetch('/api/news', { method: 'POST', form });
      setFlash({ kind: 'success', text: message ?? NEWS_MESSAGES.created });
      // Next keeps this route alive when hidden: leave it blank for the next news item.
      setTitle('');
      setDescription('');
      choose(null);
      router.push('/admin/news');
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <TextField
        look={look}
        id="news-title"
        label="Título"
        mark="required"
        hint={`${title.length}/${NEWS_TITLE_MAX}`}
        value={title}
        maxLength={NEWS_TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextArea
        look={look}
        id="news-description"
        label="Descripción"
        mark="required"
        rows={6}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset>
        <legend className={look.label}>
          Imagen
          {look.marks?.required}
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
      <NewsFormActions busy={sending} label="Crear noticia" busyLabel="Creando..." />
    </form>
  );
}
