// The downloads' own process (downloadFiles.ts starts it): the work arrives once; it makes the files and leaves.
import { makeDownloads, type DownloadsWork } from './downloadFiles.ts';

process.once('message', (work: DownloadsWork) => {
  makeDownloads(work);
  process.disconnect();
});
