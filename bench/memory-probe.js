// Loaded into the program under test by bench/startup.bench.js (with
// `node --import`), never by the program itself. When the process exits it
// writes, to the file named by SHIFT_POKER_MEMORY_REPORT, one JSON object:
//
// - peakRssKb: the peak resident set size (VmHWM from /proc/self/status);
// - allocatedBytes: everything allocated on the JavaScript heap since this
//   probe loaded. V8's GC profiler reports the used heap before and after
//   every collection; what was allocated is how far the used heap grew from
//   one collection's end to the next one's start, summed, plus the growth
//   after the last one. Exact for the JavaScript heap; buffers outside it
//   (Buffer, WebAssembly memory) are in the resident size, not here.
// - collections: how many garbage collections ran.
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const reportFile = process.env.SHIFT_POKER_MEMORY_REPORT;
if (reportFile) {
  const startUsed = v8.getHeapStatistics().used_heap_size;
  const profiler = new v8.GCProfiler();
  profiler.start();
  process.on('exit', () => {
    const { statistics } = profiler.stop();
    let allocated = 0;
    let usedAfterLast = startUsed;
    for (const gc of statistics) {
      allocated += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - usedAfterLast);
      usedAfterLast = gc.afterGC.heapStatistics.usedHeapSize;
    }
    allocated += Math.max(0, v8.getHeapStatistics().used_heap_size - usedAfterLast);
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    writeFileSync(reportFile, JSON.stringify({ peakRssKb: peak ? Number(peak[1]) : null, allocatedBytes: allocated, collections: statistics.length }));
  });
}
