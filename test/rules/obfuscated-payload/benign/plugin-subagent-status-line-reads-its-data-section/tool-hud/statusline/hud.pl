#!/usr/bin/env perl
use strict;
use warnings;
use JSON::PP qw(decode_json);

my $in = do { local $/; <STDIN> };
my $ev = eval { decode_json($in) } || {};
my %icon = map { chomp; split /=/, $_, 2 } grep { /=/ } <DATA>;
my $state = $ev->{status} // 'running';

printf "%s %s\n", $icon{$state} // '?', $ev->{agent_type} // 'agent';

__DATA__
running=>
waiting=..
done=ok
