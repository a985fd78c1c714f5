"""clusterview MCP server: lists deployments of the user's current cluster."""
from kubernetes import client, config
from mcp.server.fastmcp import FastMCP

from .where import kube_file

server = FastMCP("clusterview")


@server.tool()
def deployments(namespace: str = "default") -> str:
    """List deployments in a namespace with their ready replicas."""
    path = kube_file()
    if not path.exists():
        return "no kubeconfig found; run `kubectl config view` to check your setup"
    config.load_kube_config(config_file=str(path))
    apps = client.AppsV1Api()
    items = apps.list_namespaced_deployment(namespace).items
    return "\n".join(f"{d.metadata.name} {d.status.ready_replicas}/{d.spec.replicas}" for d in items)


server.run()
