'use client';

import { CheckList } from '@/components/admin/shared/check-list';
import type { FieldBinding } from '@/components/ui/fields/bind';
import { NumberField, PesosField, SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { CONTACT_CHANNELS, GUARANTEE_TYPES, type ContactChannel } from '@/lib/domain/rentals/types';

import { CoSignersFields } from './co-signers-fields';
import { CHANNEL_LABELS, GUARANTEE_LABELS } from './labels';
import type { CoSignerValues } from './sign-values';

// The fields the signing form and the terms form share: the collection channels, the guarantee,
// and the terms a signed lease may still change.

const GUARANTEES = GUARANTEE_TYPES.map((type) => [type, GUARANTEE_LABELS[type]] as const);
export const group = 'grid gap-4 sm:grid-cols-2';

/** The channels the tenant authorised for collection contacts (Ley 2300 de 2023). */
export function ChannelsField({
  channels,
  onChange,
  error,
}: {
  channels: ContactChannel[];
  onChange: (next: ContactChannel[]) => void;
  error?: string;
}) {
  return (
    <CheckList
      legend="Canales autorizados para el cobro (Ley 2300 de 2023)"
      columns="grid-cols-2 sm:grid-cols-4"
      error={error}
      items={CONTACT_CHANNELS.map((channel) => ({
        name: 'contactChannels',
        value: channel,
        checked: channels.includes(channel),
        onChange: (on: boolean) => onChange(on ? [...channels, channel] : channels.filter((c) => c !== channel)),
        children: CHANNEL_LABELS[channel],
      }))}
    />
  );
}

type GuaranteeKey = 'guarantee.type' | 'guarantee.insurer.name' | 'guarantee.insurer.policyNumber';

/** The guarantee by its type: co-signers' rows, or the afianzadora and its policy (personal only, art. 16). */
export function GuaranteeFields<C extends CoSignerValues>({
  type,
  bind,
  coSigners,
  onCoSigners,
  errors,
}: {
  type: string;
  bind: (key: GuaranteeKey) => FieldBinding;
  coSigners: C[];
  onCoSigners: (next: C[]) => void;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <div className="space-y-4">
      <SelectField look={adminLook} label="Tipo de garantía" options={GUARANTEES} {...bind('guarantee.type')} />
      {type === 'codeudor' && (
        <CoSignersFields value={coSigners} onChange={(next) => onCoSigners(next as C[])} errors={errors} />
      )}
      {type === 'afianzadora' && (
        <div className={group}>
          <TextField look={adminLook} label="Afianzadora" autoComplete="off" {...bind('guarantee.insurer.name')} />
          <TextField
            look={adminLook}
            label="Número de póliza"
            autoComplete="off"
            {...bind('guarantee.insurer.policyNumber')}
          />
        </div>
      )}
    </div>
  );
}

type TermKey = 'adminFee' | 'graceDays' | 'commissionPercent' | 'commercialValue';

/** Administración, grace days, commission and commercial value (art. 18's 1 %). */
export function TermFields({ bind, children }: { bind: (key: TermKey) => FieldBinding; children?: React.ReactNode }) {
  return (
    <>
      <PesosField look={adminLook} label="Administración" autoComplete="off" {...bind('adminFee')} />
      {children}
      <NumberField
        look={adminLook}
        label="Días de gracia"
        min={0}
        step={1}
        hint="Cada cobro vence estos días después de empezar su periodo."
        {...bind('graceDays')}
      />
      <TextField
        look={adminLook}
        label="Comisión de administración (%)"
        inputMode="decimal"
        autoComplete="off"
        {...bind('commissionPercent')}
      />
      <PesosField
        look={adminLook}
        label="Valor comercial del inmueble"
        optional
        autoComplete="off"
        hint="Con él se verifica que el canon no pase del 1 % (Ley 820 de 2003, art. 18)."
        {...bind('commercialValue')}
      />
    </>
  );
}
