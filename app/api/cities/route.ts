import { CITIES, placeCollectionRoutes } from '@/lib/api/place-routes';
import { api } from '@/lib/api/route';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api(
  '/api/cities',
  'Ubicaciones',
  placeCollectionRoutes(CITIES),
);
