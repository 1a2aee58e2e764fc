'use client';

/** 'Reintentar': reloads the page (the featured carousel's error state). */
export function ReloadButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:bg-primary-dark"
    >
      Reintentar
    </button>
  );
}
