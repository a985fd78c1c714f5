#!/usr/bin/perl
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;

my $repo = shift @ARGV or die "usage: latest.pl owner/repo\n";
my %headers = (Accept => 'application/vnd.github+json');
$headers{Authorization} = "Bearer $ENV{GITHUB_TOKEN}" if $ENV{GITHUB_TOKEN};

my $res = HTTP::Tiny->new(agent => 'release-notes/1.0')->get(
    "https://api.github.com/repos/$repo/releases/latest",
    { headers => \%headers },
);
die "GitHub answered $res->{status}\n" unless $res->{success};
my $release = JSON::PP->new->decode($res->{content});
print "$release->{tag_name}: $release->{name}\n\n$release->{body}\n";
