import type { Metadata } from 'next';

import { AboutBlock } from '@/components/home/about-block';
import { FeaturedSection } from '@/components/home/featured-section';
import { GuideCards } from '@/components/home/guide-cards';
import { Hero } from '@/components/home/hero';
import { PopularPlaces } from '@/components/home/popular-places';
import { SearchSection } from '@/components/home/search-section';
import { ServicesPreview } from '@/components/home/services-preview';
import { Testimonials } from '@/components/home/testimonials';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Casas y apartamentos en venta y arriendo en Bogotá',
    description:
      'Inmuebles en venta y arriendo en Bogotá y la Sabana: apartamentos, casas, oficinas, locales, lotes y fincas con asesoría de principio a fin.',
    path: '/',
  }),
  title: { absolute: 'Inmobiliaria Bogotá | Casas y apartamentos en venta y arriendo' },
};

/**
 * The home page: static sections are in the prerendered shell; featured, cities and the
 * experience figure stream in.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <SearchSection />
      <ServicesPreview />
      <FeaturedSection />
      <PopularPlaces />
      <AboutBlock />
      <GuideCards />
      <Testimonials />
    </>
  );
}
