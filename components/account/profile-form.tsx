'use client';

import { useState, type FormEvent } from 'react';

import { sendJson } from '@/components/auth/post-json';
import { TextField } from '@/components/ui/fields/field';
import { accountLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';

import { BUTTON } from './section';

export function ProfileForm({ account }: { account: { name: string; email: string; phone: string } }) {
  const [name, setName] = useState(account.name);
  const [phone, setPhone] = useState(account.phone);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setAnswer(await sendJson('PATCH', '/api/me', { name, phone }, 'No se pudieron guardar tus datos'));
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        look={accountLook}
        name="cuenta-nombre"
        label="Nombre"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        required
      />
      <TextField
        look={accountLook}
        name="cuenta-telefono"
        label="Teléfono (opcional)"
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        inputMode="tel"
      />
      <p className="text-sm text-muted sm:col-span-2">
        Email de acceso: <strong className="text-ink">{account.email}</strong>
      </p>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? 'Guardando...' : 'Guardar datos'}
        </button>
        {answer && <FormAlert tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormAlert>}
      </div>
    </form>
  );
}
