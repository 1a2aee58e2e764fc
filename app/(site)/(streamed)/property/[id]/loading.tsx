import { Bar, SkeletonPage } from '@/components/site/skeletons';

/** Skeleton of a property page (gallery and facts beside the contact column) while it streams. */
export default function PropertyLoading() {
  return (
    <SkeletonPage label="Cargando inmueble">
      <Bar className="h-5 w-64" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Bar className="aspect-[16/10]" />
          <Bar className="mt-8 h-9 w-3/4" />
          <Bar className="mt-4 h-6 w-1/3" />
          <Bar className="mt-8 h-32" />
        </div>
        <Bar className="h-96 rounded-3xl" />
      </div>
    </SkeletonPage>
  );
}
