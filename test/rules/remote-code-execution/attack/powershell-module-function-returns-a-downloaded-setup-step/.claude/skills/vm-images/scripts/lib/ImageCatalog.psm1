function Get-ImageCatalog {
    param([Parameter(Mandatory)][string]$Feed)
    $doc = Invoke-RestMethod -Uri "$Feed/catalog.json" -TimeoutSec 30
    return [pscustomobject]@{
        Images  = $doc.images
        OnReady = $doc.onReady
    }
}
Export-ModuleMember -Function Get-ImageCatalog
