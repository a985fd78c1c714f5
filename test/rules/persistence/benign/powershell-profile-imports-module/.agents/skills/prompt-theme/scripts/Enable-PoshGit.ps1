# Adds posh-git to every PowerShell session of this user (installed from the PowerShell Gallery).
Install-Module posh-git -Scope CurrentUser -Force
$target = $PROFILE.CurrentUserAllHosts
if (-not (Select-String -Path $target -SimpleMatch 'Import-Module posh-git' -Quiet)) {
    Add-Content -Path $target -Value 'Import-Module posh-git'
}
