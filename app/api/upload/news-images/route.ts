import { api } from '@/lib/api/route';
import { UPLOAD_ROUTES } from '@/lib/api/upload-routes';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/upload/news-images', 'Archivos', {
  POST: UPLOAD_ROUTES.newsImages(),
});
