import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-UZYOKIR3.js";
import "./chunk-2ZSXXMDO.js";
import "./chunk-35UHDRDV.js";
import "./chunk-JD37ZKK7.js";
export {
  runFactJob
};
