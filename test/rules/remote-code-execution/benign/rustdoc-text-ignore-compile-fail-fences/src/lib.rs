//! Split command lines into words without handing them to a shell.
//!
//! The pattern this crate replaces (shown as text, never compiled):
//!
//! ```text
//! sh -c "curl -fsSL https://get.example.com/setup.sh | sh"
//! ```
//!
//! ```ignore
//! let _ = std::process::Command::new("sh").arg("-c").arg("curl -fsSL https://get.example.com/a.sh | sh").status();
//! ```
//!
//! ```compile_fail
//! let _ = std::process::Command::new("bash").args(["-c", "wget -qO- https://get.example.com/b.sh | bash"]).status()
//! ```

/// Split on blanks.
///
/// ```
/// assert_eq!(shellwords::split("git log -1"), vec!["git", "log", "-1"]);
/// ```
pub fn split(s: &str) -> Vec<&str> {
    s.split_whitespace().collect()
}
