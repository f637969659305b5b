import { api, type UploadedFile } from '../../core';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from '../../core/rules/certification';
import { apiErrorText, useSubmit } from './use-submit';

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
 * own check, the field's `check` (say, images only) or the server's refusal; '' when a file was
 * chosen while the previous one was still uploading (dropped).
 */
export function useUpload(check?: (file: File) => string) {
  const { run, busy } = useSubmit();
  const upload = async (file: File): Promise<UploadedFile | string> => {
    const problem = fileProblem(file) || check?.(file) || '';
    if (problem) return problem;
    // the message goes back to the field that asked, not to a form-wide error
    const out = await run(() =>
      api.call('attachment/uploadOne', { file }).catch((e: unknown) => apiErrorText(e)),
    );
    // undefined: an upload is already under way and this choice is dropped (nothing to show)
    return out ?? '';
  };
  return { busy, upload };
}
