import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
} from "./chunk-HZD72ERS.js";
import "./chunk-FLYXM3GX.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-DTSIC6IR.js";
export {
  emailDestination,
  isProjectConfig,
  publishedBy,
  registrableLabel,
  urlDestination
};
