import { describe, expect, it } from 'vitest';

import { inquiryText } from '@/components/property/inquiry-message';
import { videoEmbedUrl } from '@/components/property/video-modal';
import { mapLinkUrl } from '@/lib/maps/tiles';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { listingJsonLd } from '@/lib/seo/listing-jsonld';
import { toApiProperty } from '@/lib/services/properties/mapper';

describe('mapLinkUrl', () => {
  const point = { lat: 4.6761, lng: -74.0483 };
  it('opens OpenStreetMap with a marker on an exact point, centred only on an approximate one; mapbox falls back to it', () => {
    expect(mapLinkUrl('openstreetmap', point, true)).toBe(
      'https://www.openstreetmap.org/?mlat=4.6761&mlon=-74.0483#map=17/4.6761/-74.0483',
    );
    expect(mapLinkUrl('openstreetmap', point, false)).toBe('https://www.openstreetmap.org/#map=15/4.6761/-74.0483');
    expect(mapLinkUrl('mapbox', point, true)).toBe(mapLinkUrl('openstreetmap', point, true));
  });
  it('opens Google Maps on the point, or centred on the area', () => {
    expect(mapLinkUrl('google', point, true)).toBe('https://www.google.com/maps/search/?api=1&query=4.6761%2C-74.0483');
    expect(mapLinkUrl('google', point, false)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=map&center=4.6761%2C-74.0483&zoom=15',
    );
  });
});

describe('videoEmbedUrl', () => {
  it('embeds YouTube and Vimeo links and leaves files to <video>', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc123XYZ')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ',
    );
    expect(videoEmbedUrl('https://youtu.be/abc123XYZ')).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('/uploads/videos/a.mp4')).toBeNull();
  });
});

describe('inquiryText', () => {
  it('uses the default message when none is written', () => {
    expect(
      inquiryText(
        { title: 'Casa', url: 'https://x.co/property/1' },
        { nombre: ' Ana ', email: 'a@b.co', telefono: '300', mensaje: '' },
      ),
    ).toBe(
      'Hola, me interesa el inmueble "Casa" (https://x.co/property/1).\nNombre: Ana\nEmail: a@b.co\nTeléfono: 300\nMensaje: Hola, estoy interesado en esta propiedad y me gustaría recibir más información.',
    );
  });
});

describe('listingJsonLd', () => {
  const property = toApiProperty({
    _id: 'abc',
    title: 'Apartamento </script> en Chicó',
    price: 450_000_000,
    operation: 'venta',
    status: 'disponible',
    images: [{ url: '/uploads/a.webp', alt: '', isMain: true, order: 0 }],
    location: { address: 'Calle 93 # 13-45', city: 'Bogotá, D.C.', coordinates: { lat: 4.67, lng: -74.05 } },
  });
  it('describes the offer in COP, the address and the coordinates', () => {
    const ld = listingJsonLd(property, 'https://x.co');
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://x.co/property/abc',
      image: ['https://x.co/uploads/a.webp'],
      offers: {
        '@type': 'Offer',
        price: 450_000_000,
        priceCurrency: 'COP',
        availability: 'https://schema.org/InStock',
      },
      contentLocation: {
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Calle 93 # 13-45',
          addressLocality: 'Bogotá, D.C.',
          addressCountry: 'CO',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 4.67, longitude: -74.05 },
      },
    });
    expect(serializeJsonLd(ld)).not.toContain('</script>');
  });
});
