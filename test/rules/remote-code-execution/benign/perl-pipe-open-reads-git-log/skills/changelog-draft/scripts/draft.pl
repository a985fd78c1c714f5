#!/usr/bin/env perl
# Reads commit subjects since the last tag through a pipe and groups them (pattern of perl's own
# git-tooling scripts: a list-form pipe open needs no shell quoting).
use strict;
use warnings;

chomp(my $tag = qx{git describe --tags --abbrev=0});
open(my $log, '-|', 'git', 'log', '--format=%s', "$tag..HEAD") or die "git log: $!";
my %groups;
while (my $line = <$log>) {
    chomp $line;
    my ($kind) = $line =~ /^(feat|fix|docs|chore)/;
    push @{ $groups{ $kind // 'other' } }, $line;
}
close($log);
open(my $pager, '|-', 'less', '-R') or die "less: $!";
for my $k (sort keys %groups) { print {$pager} "### $k\n", map { "- $_\n" } @{ $groups{$k} }; }
close($pager);
