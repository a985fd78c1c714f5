from .server import mcp

mcp.run()
