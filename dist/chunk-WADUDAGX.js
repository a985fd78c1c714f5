import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-W2X2GPXW.js";
import "./chunk-GBPXFCY6.js";
import "./chunk-BD3EXZVG.js";
import "./chunk-JD37ZKK7.js";
export {
  runFactJob
};
