use std::path::PathBuf;
use std::process::Command;

fn main() {
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let rev = Command::new("git").args(["rev-parse", "--short", "HEAD"]).output().unwrap();
    println!("cargo:rustc-env=GIT_REV={}", String::from_utf8_lossy(&rev.stdout).trim());
    let bindings = bindgen::Builder::default().header("include/core.h").generate().unwrap();
    bindings.write_to_file(out.join("bindings.rs")).unwrap();
    let lib = libloading::Library::new(out.join("libcore_test.so"));
    println!("cargo:warning=test lib present: {}", lib.is_ok());
}
