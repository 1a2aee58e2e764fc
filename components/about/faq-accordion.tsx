'use client';

import { useId, useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ (docs/product-rules.md#about): one answer open at a time; clicking the open question closes it. Buttons with
 * aria-expanded/aria-controls, so Enter and Space work and screen readers hear the state.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-ink hover:text-primary"
              >
                {item.question}
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className={`size-5 shrink-0 fill-none stroke-current stroke-2 transition ${expanded ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!expanded}
              className="px-6 pb-6 text-muted"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
