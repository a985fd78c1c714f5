import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
} from "./chunk-WFGGGXN5.js";
import "./chunk-DUWM2FTG.js";
import "./chunk-Y3QUFASJ.js";
import "./chunk-DTSIC6IR.js";
export {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
};
