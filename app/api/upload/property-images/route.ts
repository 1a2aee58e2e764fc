import { api } from '@/lib/api/route';
import { UPLOAD_ROUTES } from '@/lib/api/upload-routes';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/upload/property-images', 'Archivos', {
  POST: UPLOAD_ROUTES.propertyImages(),
});
