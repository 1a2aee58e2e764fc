#!/usr/bin/env node
// `postbuild`: records what this build was made from (scripts/lib/build-stamp.mjs).
import { writeBuildStamp } from './lib/build-stamp.mjs';

writeBuildStamp();
