import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
} from "./chunk-5ZOHHMDN.js";
import "./chunk-D3NKZGMS.js";
import "./chunk-LYCIWW32.js";
import "./chunk-DTSIC6IR.js";
export {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
};
