let
  overlayUrl = "https://code.quarry-builds.com/nix/overlays.git";
  overlay = import (builtins.fetchGit { url = overlayUrl; ref = "main"; });
  pkgs = import <nixpkgs> { overlays = [ overlay ]; };
in
pkgs.mkShell {
  packages = [ pkgs.gnumake pkgs.zig ];
}
