// Uploads with XMLHttpRequest (fetch has no upload progress) and the upload messages (docs/admin-panel.md#uploads).

/** The Spanish message for a failed upload. Pure: unit-tested. */
export function uploadErrorMessage(status: number, serverMessage?: string): string {
  if (status === 401) return 'Sesión expirada. Por favor, inicie sesión nuevamente.';
  if (status === 403) return 'No tiene permisos para subir archivos.';
  if (status === 413) return 'Los archivos son demasiado grandes.';
  // status 0: the request never got an answer (connection refused, server down).
  if (status === 0) return 'No se puede conectar al servidor. Verifique la configuración de la API.';
  return serverMessage?.trim() || 'Error subiendo archivos';
}

export class UploadError extends Error {}

/** POSTs one file under the field `images`; resolves with its stored URL. */
export function uploadFile(endpoint: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { message?: string; data?: { files?: Array<{ url: string }> } };
      const url = body.data?.files?.[0]?.url;
      if (xhr.status >= 200 && xhr.status < 300 && url) {
        onProgress(100);
        resolve(url);
      } else reject(new UploadError(uploadErrorMessage(xhr.status, body.message)));
    };
    xhr.onerror = () => reject(new UploadError(uploadErrorMessage(0)));
    const form = new FormData();
    form.append('images', file, file.name);
    xhr.send(form);
  });
}
