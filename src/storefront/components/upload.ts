import { useState } from 'react';
import { api, isApiError, t, type UploadedFile } from '../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '../../core/rules/certification';

/** What the browser can tell before sending; the server decides by the bytes. */
export function fileProblem(file: File): string {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type && !(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.badType;
  return '';
}

/**
 * Uploads a chosen file at once (attachment/uploadOne: private to the uploader and whoever must
 * review it). `upload` answers the stored file, or the Chinese message of why not: the browser's
 * own check, the field's `check` (say, images only) or the server's refusal.
 */
export function useUpload(check?: (file: File) => string) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File): Promise<UploadedFile | string> => {
    const problem = fileProblem(file) || check?.(file) || '';
    if (problem) return problem;
    setBusy(true);
    try {
      return await api.call('attachment/uploadOne', { file });
    } catch (e) {
      return isApiError(e) ? e.message : t('error.network');
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
