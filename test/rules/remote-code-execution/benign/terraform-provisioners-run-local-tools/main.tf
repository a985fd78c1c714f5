resource "null_resource" "fmt" {
  provisioner "local-exec" {
    command = "terraform fmt -check -recursive"
  }
}
data "external" "git" {
  program = ["bash", "-c", "echo {\\\"sha\\\": \\\"$(git rev-parse HEAD)\\\"}"]
}
