// Left over from the protobuf days; `build = false` in Cargo.toml turns it off.
fn main() {}
