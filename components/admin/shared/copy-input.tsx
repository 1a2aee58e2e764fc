'use client';

import { useState } from 'react';

/** Copies `text` to the clipboard; `copied` says it went (a button reads "Copiado"), `reset` forgets it. */
export function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return { copied, copy, reset: () => setCopied(false) };
}

/** A link or secret to copy: read-only, selected whole on focus; `className` gives its border, fill and type. */
export function CopyInput({
  id,
  value,
  className,
  testId,
}: {
  id: string;
  value: string;
  className: string;
  testId?: string;
}) {
  return (
    <input
      id={id}
      readOnly
      value={value}
      onFocus={(event) => event.currentTarget.select()}
      className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-ink ${className}`}
      data-testid={testId}
    />
  );
}
