import Link from 'next/link';

import { SubmitButton } from '@/components/ui/fields/submit-button';

import { primaryButton, secondaryButton } from '../buttons';

/** The heading and way back around the news create and edit forms. */
export function NewsFormFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-5">
      <Link href="/admin/news" className="text-sm font-semibold text-primary hover:underline">
        ← Volver a noticias
      </Link>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}

/** The news forms' submit and cancel (back to the list). */
export function NewsFormActions({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className={primaryButton} />
      <Link href="/admin/news" className={secondaryButton}>
        Cancelar
      </Link>
    </div>
  );
}
