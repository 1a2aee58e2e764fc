import { Bar, CardGridSkeleton, Skeleton } from '@/components/site/skeletons';

/** The filters beside the result grid, in grey, while /listing's results stream in. */
export function CatalogueSkeleton() {
  return (
    <Skeleton label="Cargando inmuebles" className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start">
      <Bar className="h-14 lg:h-[36rem] lg:w-72 lg:shrink-0" />
      <div className="min-w-0 flex-1">
        <Bar className="h-10" />
        <CardGridSkeleton count={6} className="mt-6 xl:grid-cols-3" />
      </div>
    </Skeleton>
  );
}
