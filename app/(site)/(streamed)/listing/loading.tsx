import { Bar, CardGridSkeleton, SkeletonPage } from '@/components/site/skeletons';

/** Skeleton of /listing (breadcrumb, title, filters beside the result grid) while it streams. */
export default function ListingLoading() {
  return (
    <SkeletonPage label="Cargando inmuebles">
      <Bar className="h-5 w-40" />
      <Bar className="mt-4 h-9 w-48" />
      <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
        <Bar className="h-14 lg:h-[36rem] lg:w-72 lg:shrink-0" />
        <div className="min-w-0 flex-1">
          <Bar className="h-10" />
          <CardGridSkeleton count={6} className="mt-6 xl:grid-cols-3" />
        </div>
      </div>
    </SkeletonPage>
  );
}
