import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-TYH2CXA3.js";
import "./chunk-UZ25RDT3.js";
import "./chunk-BD3EXZVG.js";
import "./chunk-JD37ZKK7.js";
export {
  runFactJob
};
