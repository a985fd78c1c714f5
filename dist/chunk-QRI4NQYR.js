import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-BZTHJ3PV.js";
import "./chunk-7H2TOCIW.js";
import "./chunk-RM6Z2FT5.js";
import "./chunk-JD37ZKK7.js";
export {
  runFactJob
};
