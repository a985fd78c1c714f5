import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-O2ELLAYK.js";
import "./chunk-J27GMFEN.js";
import "./chunk-ONJISD2B.js";
import "./chunk-JD37ZKK7.js";
export {
  runFactJob
};
