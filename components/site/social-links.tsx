import type { SiteSettings } from '@/lib/domain/settings';

type Social = SiteSettings['general']['social'];

const NETWORKS: Array<{ key: keyof Social; label: string; path: string }> = [
  { key: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8Z' },
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  },
  { key: 'linkedin', label: 'LinkedIn', path: 'M6 9v10M6 5v.01M10 19v-6a3 3 0 0 1 6 0v6M10 9v10' },
  {
    key: 'youtube',
    label: 'YouTube',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z',
  },
  { key: 'tiktok', label: 'TikTok', path: 'M14 4v11a3 3 0 1 1-3-3M14 4a5 5 0 0 0 5 5' },
];

const listed = (social: Social) => NETWORKS.filter((n) => social[n.key]);

/** Whether Settings > General names any profile (a heading over the links needs one). */
export const hasSocialLinks = (social: Social) => listed(social).length > 0;

const LOOKS = {
  /** The header's top bar and the footer: round icons on a dark band. */
  icons: { link: 'grid size-8 place-items-center rounded-full transition hover:bg-white/15', list: 'gap-1' },
  /** /contact: named pills on a light card. */
  named: {
    link: 'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary hover:text-primary',
    list: 'flex-wrap gap-3',
  },
};

/** The agency's social profiles that Settings > General fills in (new tab); nothing when none is set. */
export function SocialLinks({
  social,
  look = 'icons',
  className = '',
}: {
  social: Social;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const links = listed(social);
  if (links.length === 0) return null;
  return (
    <ul className={`flex items-center ${LOOKS[look].list} ${className}`}>
      {links.map((n) => (
        <li key={n.key}>
          <a
            href={social[n.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${n.label} (se abre en una pestaña nueva)`}
            className={LOOKS[look].link}
          >
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-4 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
            >
              <path d={n.path} />
            </svg>
            {look === 'named' && n.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
