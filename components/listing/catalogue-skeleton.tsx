import { Bar, CardGridSkeleton } from '@/components/site/skeletons';

/** The filters beside the result grid, in grey, while /listing's results stream in. */
export function CatalogueSkeleton() {
  return (
    <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start" aria-busy="true" aria-label="Cargando inmuebles" role="status">
      <Bar className="h-14 lg:h-[36rem] lg:w-72 lg:shrink-0" />
      <div className="min-w-0 flex-1">
        <Bar className="h-10" />
        <CardGridSkeleton count={6} className="mt-6 xl:grid-cols-3" />
      </div>
    </div>
  );
}
