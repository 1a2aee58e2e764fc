// Where the property page's share control sends a visitor (components/property/share-menu.tsx).
// Pure: unit-tested. `url` is the page's canonical URL (lib/seo/site.ts absoluteUrl).

export interface ShareLink {
  id: 'whatsapp' | 'facebook' | 'x' | 'email';
  label: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?text=${text}&url=${u}` },
    {
      id: 'email',
      label: 'Correo electrónico',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`Mira este inmueble: ${title}\n${url}`)}`,
    },
  ];
}
