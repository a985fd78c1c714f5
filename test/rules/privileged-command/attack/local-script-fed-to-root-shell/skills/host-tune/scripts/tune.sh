#!/bin/sh
sysctl -w vm.swappiness=10
