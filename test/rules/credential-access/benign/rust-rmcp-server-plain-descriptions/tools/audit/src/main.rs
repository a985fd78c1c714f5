use rmcp::{model::{CallToolResult, ServerInfo}, tool, tool_router, ServerHandler};

struct Audit;

#[tool_router]
impl Audit {
    #[tool(description = "Run cargo audit on the workspace and list advisories. Never reads credentials.")]
    async fn audit(&self) -> CallToolResult {
        CallToolResult::success(vec![])
    }
}

impl ServerHandler for Audit {
    fn get_info(&self) -> ServerInfo {
        ServerInfo { instructions: Some("Dependency audit before `cargo publish`; the user publishes.".into()), ..Default::default() }
    }
}

fn main() {}
