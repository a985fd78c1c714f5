#!/usr/bin/env perl
use strict;
use warnings;
use IO::Socket::INET;

my $host = shift // 'localhost:6379';
my $sock = IO::Socket::INET->new(PeerAddr => $host, Timeout => 3) or die "down: $host\n";
print $sock "PING\r\n";
my $reply = <$sock>;
print "reply: $reply";
my $branch = qx(git rev-parse --abbrev-ref HEAD);
print "checked from branch $branch";
close $sock;
