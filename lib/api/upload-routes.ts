import type { ApiScope } from '../domain/api-keys';
import { MAX_INPUT_PIXELS, MB, UPLOAD_FIELD, UPLOAD_TARGETS } from '../domain/upload-limits';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { receiveUploads } from '../uploads/receive';
import { uploadResponseSchema } from '../validation/uploads';
import { route, type Declared } from './route';
import { uploadedResponse } from './upload-respond';

/** A multipart body the document's schema accepts but whose parts the server cannot read (a 400). */
export const FORM_RULE = `un formulario con partes sin nombre o cortadas ('${UPLOAD_MESSAGES.malformed}')`;

type Target = (typeof UPLOAD_TARGETS)[keyof typeof UPLOAD_TARGETS];

const IMAGE_TYPES = 'JPEG, PNG, WebP, GIF o AVIF; se guardan como WebP de 2400 px como máximo, sin EXIF';
const VIDEO_TYPES = 'MP4, WebM o QuickTime, guardados tal cual';

/**
 * POST of an upload endpoint (docs/api.md#uploads): files under `images`, their real type read from the bytes.
 * Access is checked before the body is read, and the body is streamed, never held whole. Property
 * photos and videos are staff's (agents upload their listings' media and their profile photo);
 * news images, admins'.
 */
function uploadRoute(summary: string, target: Target, auth: 'staff' | 'admin', scope?: ApiScope): Declared {
  const mb = target.maxFileBytes / MB;
  const types = target.kind === 'image' ? IMAGE_TYPES : VIDEO_TYPES;
  const tooLarge =
    target.kind === 'image' ? `, o una imagen de más de ${MAX_INPUT_PIXELS / 1_000_000} megapíxeles` : '';
  return route(
    {
      auth,
      scope,
      summary,
      multipart: {
        fileField: UPLOAD_FIELD,
        maxFiles: target.maxFiles,
        fileDescription: `Hasta ${target.maxFiles} archivos de ${mb} MB como máximo cada uno (${types}); el tipo se lee de los bytes, no del nombre ni del Content-Type`,
      },
      rules: [FORM_RULE, "un archivo vacío ('El archivo {filename} está vacío')"],
      responses: {
        201: { description: 'Archivos subidos exitosamente', schema: uploadResponseSchema },
        400: {
          description: `'Máximo ${target.maxFiles} archivos permitidos', 'No se recibieron archivos', archivo vacío, archivos en otro campo que "${UPLOAD_FIELD}" o cuerpo multipart mal formado`,
        },
        413: { description: `'El archivo {filename} es demasiado grande. Máximo ${mb}MB'${tooLarge}` },
        415: { description: "'El archivo {filename} no es un tipo válido', o la solicitud no es multipart/form-data" },
        502: { description: 'El almacenamiento (Cloudinary) no pudo guardar el archivo' },
      },
    },
    async ({ request }) => uploadedResponse((await receiveUploads(request, target)).files),
  );
}

export const UPLOAD_ROUTES = {
  propertyImages: () =>
    uploadRoute(
      'Subir fotos de propiedades y de perfil (administradores y asesores)',
      UPLOAD_TARGETS.propertyImages,
      'staff',
      'properties:write',
    ),
  videos: () =>
    uploadRoute(
      'Subir videos de propiedades (administradores y asesores)',
      UPLOAD_TARGETS.videos,
      'staff',
      'properties:write',
    ),
  newsImages: () => uploadRoute('Subir imágenes de noticias (administradores)', UPLOAD_TARGETS.newsImages, 'admin'),
};
