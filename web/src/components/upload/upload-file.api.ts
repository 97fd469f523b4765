import { authedFormDataRequest } from '../../lib/authed-form-data-request';
import { authedRequest } from '../../lib/authed-request';

export interface UploadedFile {
  url: string;
}

/** POST /api/upload (multipart). subfolder goes first so a streaming parser knows it before the file. */
export function uploadFile(file: File, subfolder: string): Promise<UploadedFile> {
  return authedFormDataRequest<UploadedFile>('/api/upload', () => {
    const form = new FormData();
    form.append('subfolder', subfolder);
    form.append('file', file);
    return form;
  });
}

/** DELETE /api/upload { filePath }: the url that the upload returned. */
export function deleteUploadedFile(filePath: string): Promise<void> {
  return authedRequest<void>('/api/upload', { method: 'DELETE', body: { filePath } });
}
