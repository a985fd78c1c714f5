#!/usr/bin/perl
print "\0";
