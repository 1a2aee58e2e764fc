// The parts of a form around its fields: the answer it shows and the honeypot.

/** A short answer in the account, auth and property forms, announced to screen readers. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  const styles =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${styles}`}>
      {children}
    </p>
  );
}

/** The success / error banner of a public lead form, announced to screen readers. */
export function FormStatus({ status, message }: { status: 'success' | 'error'; message: string }) {
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm font-medium ${
        status === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
      }`}
    >
      {message}
    </div>
  );
}

/** A field people never see or reach; bots fill it and the API drops their submission. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website">No llenes este campo</label>
      <input
        id="website"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The error of a group of controls (checkboxes), under the group; nothing without one. */
export function GroupError({
  error,
  className = 'mt-1',
  alert,
}: {
  error?: string;
  className?: string;
  alert?: boolean;
}) {
  if (!error) return null;
  return (
    <p role={alert ? 'alert' : undefined} className={`${className} text-xs font-medium text-rose-700`.trim()}>
      {error}
    </p>
  );
}
