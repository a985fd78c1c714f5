let
  nixpkgs = fetchTarball {
    url = "https://github.com/NixOS/nixpkgs/archive/9f4128e00b0ae8ec65918efeba59db998750ead6.tar.gz";
    sha256 = "1pl898m4kxk5in1pqv3q6qz3ah1pa7bzp9bcg6zfm8cvnnfkmrvw";
  };
  pkgs = import nixpkgs { };
  tools = import (fetchTarball "https://channels.nixos.org/nixos-24.05/nixexprs.tar.xz") { };
  extra = import (fetchTarball {
    url = "https://mirror.quarry-builds.com/nix/extra.tar.gz";
    sha256 = "0b6kzqj6m9j9c1ydqvjfjwdqkq1ks1jcn9ifl7m9hkmrvbsk1ppg";
  }) { };
in
pkgs.mkShell {
  packages = [ pkgs.gnumake tools.zig extra.lint ];
  shellHook = ''
    echo "build env ready"
  '';
}
