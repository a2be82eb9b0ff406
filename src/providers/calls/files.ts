import type { EndpointKey, QueryOf } from '../../../contract/endpoints';
import { apiDownload, type DownloadedFile } from '../http';

/** Downloads the user waits for: exports of lists and reports. */
export const fileCalls = {
  /**
   * The file a GET endpoint answers for `query` (an .xlsx export), with the server's name
   * for it; `onProgress` hears the bytes received. A refusal throws with the Thai message.
   */
  async downloadFile<K extends EndpointKey>(
    endpoint: K,
    query: QueryOf<K> | undefined,
    onProgress?: (received: number, total: number | undefined) => void,
  ): Promise<DownloadedFile> {
    return apiDownload(endpoint, { query }, onProgress);
  },
};
