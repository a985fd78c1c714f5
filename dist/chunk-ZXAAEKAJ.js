import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-LNLBPOJR.js";
import "./chunk-LMW7KZ4G.js";
import "./chunk-DHVDHSKL.js";
import "./chunk-DN7JOBQ2.js";
import "./chunk-QAKXFWM3.js";
import "./chunk-SW6ZBKU2.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
