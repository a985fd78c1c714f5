{ pkgs ? import <nixpkgs> {} }:
let
  pins = import ./nix/pins.nix;
  banner = "api shell (go " + pins.go + ")";
in
pkgs.mkShell {
  packages = [ pkgs.go pkgs.jq pkgs.gnumake ];
  shellHook = ''
    export GOPATH="$PWD/.go"
    export PATH="$GOPATH/bin:$PATH"
    export GOFLAGS=-mod=readonly
    echo "${banner}"
    ${pkgs.jq}/bin/jq --version
    [ -d "''${GOPATH}" ] || mkdir -p "''${GOPATH}"
  '';
}
