#!/bin/sh
npm test --silent
