'use client';

import Link from 'next/link';

import type { SavedSearchView } from '@/lib/domain/saved-searches';
import { savedListHref } from '@/lib/listing-url';

import { DataRights } from './data-rights';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SavedSearchList } from './saved-search-list';
import { Section } from './section';

interface Props {
  account: { name: string; email: string; phone: string };
  searches: SavedSearchView[];
  favorites: Array<{ id: string; title: string; slug: string }>;
}

export function AccountView({ account, searches, favorites }: Props) {
  return (
    <div className="mt-8 space-y-6">
      <Section id="busquedas" title="Búsquedas guardadas">
        <SavedSearchList initial={searches} />
      </Section>
      <Section id="favoritos" title="Favoritos">
        {favorites.length ? (
          <ul className="space-y-2">
            {favorites.map((f) => (
              <li key={f.id}>
                <Link href={`/property/${f.slug || f.id}`} className="font-medium text-primary hover:underline">
                  {f.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Aún no tienes favoritos. Marca el corazón de un inmueble para guardarlo aquí.</p>
        )}
        <p className="mt-4 text-sm text-muted">
          Tus favoritos se guardan en tu cuenta y te siguen en cualquier navegador donde inicies sesión.{' '}
          <Link href={savedListHref('favorites')} className="font-semibold text-primary hover:underline">
            Ver mis favoritos
          </Link>
        </p>
      </Section>
      <Section id="datos" title="Mis datos">
        <ProfileForm account={account} />
      </Section>
      <Section id="clave" title="Cambiar contraseña">
        <PasswordForm />
      </Section>
      <Section id="derechos" title="Tus derechos sobre tus datos">
        <DataRights />
      </Section>
    </div>
  );
}
