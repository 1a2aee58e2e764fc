import { z } from 'zod';

/** One stored file as the upload endpoints answer it (docs/api.md#uploads: data.files[].url). */
export const uploadedFileSchema = z.object({
  url: z.string().describe('/uploads/... (disco local) o https://res.cloudinary.com/... (Cloudinary)'),
  originalName: z.string().describe('Nombre enviado por el cliente, saneado; nunca se usa para guardar'),
  size: z.number().int().describe('Bytes guardados (tras recodificar, en imágenes)'),
  contentType: z.string().describe('image/webp, video/mp4, video/webm o video/quicktime'),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.literal('Archivos subidos exitosamente'),
  data: z.object({ files: z.array(uploadedFileSchema) }),
});

export type UploadedFile = z.infer<typeof uploadedFileSchema>;
