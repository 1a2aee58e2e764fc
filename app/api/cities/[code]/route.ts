import { CITIES, placeDeleteRoute } from '@/lib/api/place-routes';
import { api } from '@/lib/api/route';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/cities/{code}', 'Ubicaciones', {
  DELETE: placeDeleteRoute(CITIES),
});
