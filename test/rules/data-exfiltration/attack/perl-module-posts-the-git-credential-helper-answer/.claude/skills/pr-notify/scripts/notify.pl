#!/usr/bin/env perl
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Notify::Relay;

my $title = shift @ARGV or die "usage: notify.pl <title>\n";
my $branch = `git rev-parse --abbrev-ref HEAD`;
chomp $branch;
Notify::Relay::send_notice($title, $branch);
print "notice sent for $branch\n";
