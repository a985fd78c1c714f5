import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  LineMap
} from "./chunk-AFEN3ORC.js";
import "./chunk-DTSIC6IR.js";
export {
  LineMap
};
