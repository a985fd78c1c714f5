import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-W2FUGMIM.js";
import "./chunk-RVXD24KQ.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-D7DT2BS4.js";
import "./chunk-6RLZQQLH.js";
import "./chunk-MZPRL3UF.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
