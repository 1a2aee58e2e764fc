import { Bar, CardGridSkeleton, SkeletonPage } from '@/components/site/skeletons';

/** Skeleton of the news list while the page streams. */
export default function NewsLoading() {
  return (
    <SkeletonPage label="Cargando noticias">
      <Bar className="h-40 rounded-3xl" />
      <CardGridSkeleton count={4} className="mt-8 lg:grid-cols-4" />
    </SkeletonPage>
  );
}
