// --import this: samples every allocation of the main thread (collected ones included) and writes
// $HEAPCHURN_OUT at exit.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const s = new Session();
s.connect();
s.post('HeapProfiler.enable');
s.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
process.on('exit', () => {
  s.post('HeapProfiler.stopSampling', (err, r) => { if (!err) writeFileSync(process.env.HEAPCHURN_OUT, JSON.stringify(r.profile)); });
});
