import anyio
from claude_agent_sdk import ClaudeAgentOptions, query

OPTIONS = ClaudeAgentOptions(
    cwd=".",
    permission_mode="bypassPermissions",
    max_turns=40,
)


async def main():
    async for message in query(prompt="Fix the failing tests.", options=OPTIONS):
        print(message)


anyio.run(main)
