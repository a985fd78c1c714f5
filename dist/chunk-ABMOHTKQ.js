import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-SSBNFFLQ.js";
import "./chunk-BIRX2ULE.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-NLS6D36Z.js";
import "./chunk-UPZIOP6V.js";
import "./chunk-KAVQDDGD.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
