import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-DBSVG7KZ.js";
import "./chunk-GJUZDGA5.js";
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
