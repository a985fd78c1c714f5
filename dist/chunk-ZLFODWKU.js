import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-W62G6PMC.js";
import "./chunk-W7BIJ26W.js";
import "./chunk-FUMAWMRG.js";
import "./chunk-XDZ7OI6F.js";
import "./chunk-EQ5REC4T.js";
import "./chunk-5LOY4O5U.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
