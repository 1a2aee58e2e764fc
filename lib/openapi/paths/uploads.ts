import { MAX_INPUT_PIXELS, MB, UPLOAD_FIELD, UPLOAD_TARGETS } from '../../uploads/limits';
import { uploadResponseSchema } from '../../validation/uploads';
import type { ApiOperation } from '../registry';

const TAG = 'Archivos';
const IMAGE_TYPES = 'JPEG, PNG, WebP, GIF o AVIF; se guardan como WebP de 2400 px como máximo, sin EXIF';

type Target = (typeof UPLOAD_TARGETS)[keyof typeof UPLOAD_TARGETS];

function uploadOperation(path: string, summary: string, target: Target, types: string): ApiOperation {
  const mb = target.maxFileBytes / MB;
  return {
    method: 'post',
    path,
    summary,
    tag: TAG,
    auth: 'admin',
    multipart: {
      fileField: UPLOAD_FIELD,
      maxFiles: target.maxFiles,
      fileDescription: `Hasta ${target.maxFiles} archivos de ${mb} MB como máximo cada uno (${types}); el tipo se lee de los bytes, no del nombre ni del Content-Type`,
    },
    responses: {
      201: { description: 'Archivos subidos exitosamente', schema: uploadResponseSchema },
      400: {
        description: `'Máximo ${target.maxFiles} archivos permitidos', 'No se recibieron archivos', archivo vacío, archivos en otro campo que "${UPLOAD_FIELD}" o cuerpo multipart mal formado`,
      },
      401: { description: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.' },
      403: { description: 'No tienes permisos para realizar esta acción' },
      413: {
        description: `'El archivo {filename} es demasiado grande. Máximo ${mb}MB'${target.kind === 'image' ? `, o una imagen de más de ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles` : ''}`,
      },
      415: { description: "'El archivo {filename} no es un tipo válido', o la solicitud no es multipart/form-data" },
      502: { description: 'El almacenamiento (Cloudinary) no pudo guardar el archivo' },
    },
  };
}

export const uploadsOperations: ApiOperation[] = [
  uploadOperation(
    '/api/upload/property-images',
    'Subir fotos de propiedades',
    UPLOAD_TARGETS.propertyImages,
    IMAGE_TYPES,
  ),
  uploadOperation(
    '/api/upload/videos',
    'Subir videos de propiedades',
    UPLOAD_TARGETS.videos,
    'MP4, WebM o QuickTime, guardados tal cual',
  ),
  uploadOperation('/api/upload/news-images', 'Subir imágenes de noticias', UPLOAD_TARGETS.newsImages, IMAGE_TYPES),
];
