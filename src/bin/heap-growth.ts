import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the executables (never by the library): after each full collection V8 lets the heap
 * grow to a multiple of what survived, and under a scan's allocation rate that multiple approached 2.5,
 * so peak memory was mostly garbage not yet collected. A 20% margin kept the peak near what the scan
 * holds (10,000 skills: 1,003 MB -> 791 MB peak RSS, same wall time and findings); 10% took another ~45 MB
 * off once little else was left over (580-595 -> 523-543 MB in alternating runs, wall time and CPU within
 * the runs' noise on 2,000 and 10,000 skills and the real corpus); 5% cost 15-25% more CPU for no less
 * memory. The flag is read at each collection, so setting it at start-up takes effect.
 */
export const HEAP_GROWING_PERCENT = 10;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
