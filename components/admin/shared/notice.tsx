/**
 * A visible confirmation or refusal of an admin action (every mutation shows one). `floating`
 * pins it to the bottom of the viewport: on a long list the action may be far below the top.
 */
export function Notice({
  notice,
  onClose,
  floating,
}: {
  notice: { kind: 'success' | 'error'; text: string } | null;
  onClose?: () => void;
  floating?: boolean;
}) {
  if (!notice) return null;
  const ok = notice.kind === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`${floating ? 'pointer-events-none fixed inset-x-4 bottom-4 z-50 mx-auto max-w-xl shadow-lg' : ''} flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <span>{notice.text}</span>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="pointer-events-auto shrink-0 rounded px-1 underline-offset-2 hover:underline"
        >
          Cerrar
        </button>
      )}
    </div>
  );
}

export type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const FLASH_KEY = 'admin-flash';

/** Carries a notice across a client navigation (create/edit -> list). */
export function setFlash(notice: NonNullable<NoticeState>) {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(notice));
}

/** The pending notice, read once. */
export function takeFlash(): NoticeState {
  const raw = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  try {
    return JSON.parse(raw ?? 'null') as NoticeState;
  } catch {
    return null;
  }
}
