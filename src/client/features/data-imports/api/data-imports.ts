import { type QueryClient, useMutation } from '@tanstack/react-query';
import { dataImportsApi } from '#common/endpoints/data-imports';
import type { ImportPlatform } from '#common/imports/files';
import type { ImportFileResult } from '#common/imports/schemas';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';
import { refreshAfter } from '../../../lib/query-client';
import type { PickedFile } from '../zip-selection';

export const dataImportsQuery = () => endpointQuery(dataImportsApi.list);

export function useDeleteImport() {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(dataImportsApi.remove, { params: { id } }),
    meta: {
      errorToast: { title: 'Error', message: 'Failed to delete the import' },
      ...mutationMetaOf(dataImportsApi.remove),
    },
  });
}

/** After an import sent file by file (outside a mutation): what importing affects. */
export const refreshAfterImport = (queryClient: QueryClient) =>
  refreshAfter(queryClient, dataImportsApi.importFile);

export class ImportFileError extends Error {
  constructor(
    readonly filename: string,
    readonly reason: string,
  ) {
    super(`Failed to upload ${filename}: ${reason}`);
  }
}

export interface ImportRun {
  importId: number | null;
  files: number;
  items: number;
}

/**
 * Sends the files one by one (decision 0016): the first with something in it creates the
 * import and later ones join it. Cancelling, or a failure, stops the run and deletes the import
 * it made, so nothing half-done is kept.
 */
export async function runImport(
  platform: ImportPlatform,
  familyMemberId: number,
  files: readonly PickedFile[],
  { signal, onProgress }: { signal: AbortSignal; onProgress(done: number): void },
): Promise<ImportRun> {
  const run: ImportRun = { importId: null, files: 0, items: 0 };
  try {
    for (const [index, file] of files.entries()) {
      if (signal.aborted) throw signal.reason;
      let content: string;
      try {
        content = await file.read(signal);
      } catch (err) {
        if (signal.aborted) throw signal.reason;
        throw new ImportFileError(file.name, err instanceof Error ? err.message : 'could not be read');
      }
      let result: ImportFileResult;
      try {
        result = await callEndpoint(dataImportsApi.importFile, {
          params: { platform },
          body: { familyMemberId, filename: file.name, content, importId: run.importId ?? undefined },
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : '';
        throw new ImportFileError(file.name, message || 'Network error');
      }
      run.importId = result.import?.id ?? run.importId;
      run.files++;
      run.items += result.file.items;
      onProgress(index + 1);
    }
    return run;
  } catch (err) {
    if (run.importId !== null) {
      await callEndpoint(dataImportsApi.remove, { params: { id: run.importId } }).catch(() => undefined);
    }
    throw err;
  }
}
