#!/usr/bin/env perl
use strict;
use warnings;
use Test::More;
use IO::Socket::INET;

my $fixture = do { local $/; open my $fh, '<', 't/data/request.bin' or die; <$fh> };
my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1', PeerPort => 7070) or plan skip_all => 'no server';
print $s $fixture;
ok(<$s>, 'server answered');
done_testing;
