// The downloads' own process (downloadFiles.ts starts it): the jobs arrive once, then it writes them and leaves.
import { writeDownloads, type DownloadJob } from './downloadFiles.ts';

process.once('message', (jobs: DownloadJob[]) => {
  writeDownloads(jobs);
  process.disconnect();
});
