import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-WB7CMUOX.js";
import "./chunk-GQYIJ73F.js";
import "./chunk-RU7KEYON.js";
import "./chunk-XDZ7OI6F.js";
import "./chunk-AG7OWQAU.js";
import "./chunk-5LOY4O5U.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
